import { aiNewsDetailCopy } from '../../sections/aiNewsDetail/AiNewsDetail'
import { aiNewsCopy } from '../../sections/aiNewsList/AiNewsList'
import { cardCopy } from '../../sections/businessCard/BusinessCard'
import { newsArticleCopy } from '../../sections/newsArticle/NewsArticle'
import { offerCopy } from '../../sections/offer/Offer'
import { productGridCopy } from '../../sections/productGrid/ProductGrid'
import { videoFacadeCopy } from '../../sections/videoCarousel/VideoFacade'
import { consentCopy } from '../../src/consent/consentCopy'
import { leadFormCopy, mailCopy, messageStyles, sharedCopy } from '../../src/forms/leadFormCopy'
import { footerCopy } from '../../src/layout/footerCopy'
import { chromeCopy } from '../../src/layout/navigation'
import { notFoundCopy } from '../../src/render/NotFound'
import { carouselCopy } from '../../src/ui/Carousel'

/** The lead-form blocks: where form labels, errors and the sending states show. */
const FORM_SECTIONS = ['contactForm', 'leadForm', 'ecommerceForm']

/**
 * A module of engine copy (outside block props), named for translators. Its messages may show only on some
 * condition (the cookie banner before consent, a form's errors), so they are listed whether a render shows them
 * or not.
 */
export interface CopyModule {
  /** How translators read it: `cookie banner` gives `every page › cookie banner.text`. */
  name: string
  copy: object
  /**
   * Where it shows: on every page (chrome), on the pages holding one of these block types, on the not-found
   * page, or outside the site (the team's e-mail).
   */
  shownOn: 'every page' | 'not-found page' | 'team e-mail' | { sections: string[] }
}

export const COPY_MODULES: CopyModule[] = [
  { name: 'header', copy: chromeCopy, shownOn: 'every page' },
  { name: 'footer', copy: footerCopy, shownOn: 'every page' },
  { name: 'cookie banner', copy: consentCopy, shownOn: 'every page' },
  { name: 'not-found page', copy: notFoundCopy, shownOn: 'not-found page' },
  { name: 'form', copy: leadFormCopy, shownOn: { sections: FORM_SECTIONS } },
  { name: 'form errors', copy: messageStyles, shownOn: { sections: FORM_SECTIONS } },
  { name: 'form', copy: sharedCopy, shownOn: { sections: FORM_SECTIONS } },
  { name: 'carousel', copy: carouselCopy, shownOn: { sections: ['servicesCarousel', 'videoCarousel'] } },
  { name: 'e-mail to the team', copy: mailCopy, shownOn: 'team e-mail' },
  { name: 'offer', copy: offerCopy, shownOn: { sections: ['offer'] } },
  { name: 'article', copy: newsArticleCopy, shownOn: { sections: ['newsArticle'] } },
  { name: 'products', copy: productGridCopy, shownOn: { sections: ['productGrid'] } },
  { name: 'AI news', copy: aiNewsDetailCopy, shownOn: { sections: ['aiNewsDetail'] } },
  { name: 'AI news', copy: aiNewsCopy, shownOn: { sections: ['aiNewsList'] } },
  { name: 'business card', copy: cardCopy, shownOn: { sections: ['businessCard'] } },
  { name: 'video', copy: videoFacadeCopy, shownOn: { sections: ['videoCarousel'] } },
]
