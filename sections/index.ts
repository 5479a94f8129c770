import type { BlockOf, SectionRegistry } from '../src/engine'
import { contactForm } from './contactForm'
import { ecommerceForm } from './ecommerceForm'
import { featureGrid } from './featureGrid'
import { hero } from './hero'
import { leadForm } from './leadForm'
import { logoWall } from './logoWall'
import { nextLevel } from './nextLevel'
import { officialPartners } from './officialPartners'
import { richText } from './richText'
import { servicesGrid } from './servicesGrid'
import { transformCards } from './transformCards'
import { people } from './people'
import { servicesCarousel } from './servicesCarousel'
import { aiNewsDetail } from './aiNewsDetail'
import { aiNewsList } from './aiNewsList'
import { newsArticle } from './newsArticle'
import { newsList } from './newsList'
import { relatedNews } from './relatedNews'
import { videoCarousel } from './videoCarousel'
import { businessCard } from './businessCard'
import { thankYou } from './thankYou'
import { faq } from './faq'
import { offer } from './offer'
import { productGrid } from './productGrid'
import { stats } from './stats'
import { testimonials } from './testimonials'
import { mediaText } from './mediaText'
import { caseStudies } from './caseStudies'
import { processSteps } from './processSteps'

/**
 * Every kind of block a page can use. To add one, create `sections/<type>/` (component, schema, fixtures,
 * test, index with `defineSection`) and list it here; the folder name must equal the type.
 */
export const sections = {
  hero,
  officialPartners,
  transformCards,
  servicesGrid,
  nextLevel,
  logoWall,
  richText,
  mediaText,
  caseStudies,
  processSteps,
  featureGrid,
  contactForm,
  leadForm,
  ecommerceForm,
  servicesCarousel,
  people,
  newsList,
  newsArticle,
  relatedNews,
  videoCarousel,
  aiNewsList,
  aiNewsDetail,
  thankYou,
  businessCard,
  productGrid,
  stats,
  testimonials,
  offer,
  faq,
} satisfies SectionRegistry

export type Sections = typeof sections
export type SectionType = keyof Sections

/** One block of a page: a section type, its props and, optionally, an anchor id (`servicos` for `#servicos`). */
export type Block = BlockOf<Sections>

declare module '../src/engine' {
  /** The engine derives its `Block` type from these sections without importing them. */
  interface Register {
    sections: Sections
  }
}
