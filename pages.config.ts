/**
 * Every screen of the site, in order. Each page lives in its own file under `pages/`, typed `PageConfig`, so a
 * mistake is reported in that file only; a page declared with `collection` is made once
 * per entry of a content collection (`content/news/`, `content/service-pages.ts`…). Each block's `type` picks a
 * section from `sections/`; its `props` are checked by TypeScript in the editor and by `npm run check:config`
 * (also run by the build). Copy is written with `msg` and translated in `locales/`.
 *
 * Links: `/contato` is localized for the visitor (`/en-us/contato`); `/pt-br/contato` stays as written;
 * `#servicos` scrolls to the block whose `id` is `servicos`.
 */
import { aboutPage } from './pages/about'
import { aiLandingPage } from './pages/ai-landing'
import { aiNewsPage } from './pages/ai-news'
import { aiNewsItemPage } from './pages/ai-news-item'
import { aiProductsPage } from './pages/ai-products'
import { ceoCardPage } from './pages/ceo-card'
import { contactPage } from './pages/contact'
import { ecommercePage } from './pages/ecommerce'
import { hirePage } from './pages/hire'
import { homePage } from './pages/home'
import { newsPage } from './pages/news'
import { newsArticlePage } from './pages/news-article'
import { privacyPage } from './pages/privacy'
import { servicePage } from './pages/service'
import { softwareFactoryPage } from './pages/software-factory'
import { thankYouPage } from './pages/thank-you'
import type { PagesConfig } from './src/engine/content'

export const pages = [
  homePage,
  aboutPage,
  newsPage,
  newsArticlePage,
  aiNewsPage,
  aiNewsItemPage,
  privacyPage,
  thankYouPage,
  contactPage,
  servicePage,
  ceoCardPage,
  aiProductsPage,
  aiLandingPage,
  softwareFactoryPage,
  hirePage,
  ecommercePage,
] satisfies PagesConfig
