import { newsArticleSchema, type NewsArticle } from '../models/news'
import { article as inteligenciaArtificialFacilitaAVidaDasPessoasNoDiaADia } from './inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia'
import { article as conhecaOsCourseriansRafaelMonteiro } from './conheca-os-courserians-rafael-monteiro'
import { article as superandoBarreirasCamilaDuarte } from './superando-barreiras-camila-duarte'
import { article as nuvoraLancaIaQueMonitoraPortaisDeNoticias } from './nuvora-lanca-ia-que-monitora-portais-de-noticias'
import { article as fabricaDeSoftwareNuvoraAmpliaAtuacaoComFintechs } from './fabrica-de-software-nuvora-amplia-atuacao-com-fintechs'
import { defineCollection } from '../../src/engine/content'

/** Every press article, newest first: the order of the news list; the first four also feed "other news". */
export const news = defineCollection<NewsArticle>({
  name: 'news',
  schema: newsArticleSchema,
  entries: [
    inteligenciaArtificialFacilitaAVidaDasPessoasNoDiaADia,
    conhecaOsCourseriansRafaelMonteiro,
    superandoBarreirasCamilaDuarte,
    nuvoraLancaIaQueMonitoraPortaisDeNoticias,
    fabricaDeSoftwareNuvoraAmpliaAtuacaoComFintechs,
  ],
})
