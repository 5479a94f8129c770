/**
 * What section tests use from the engine: rendering an element as a page of the small test site, a locale's i18n
 * instance, images as if built (`withStandInImages`), rendering as the page's first block (`BlockPosition`, where an
 * `lcp` picture is fetched first), and the data a rendered form is compared with. Only test files import it (see `eslint.config.js`).
 */
export { renderElement, toDocument } from '../testing/render'
export { progressivePages, progressiveSettings, testNavigation, testSite } from '../testing/testSite'
export { buildSite } from '../config/buildSite'
export { TestFooter } from '../testing/TestChrome'
export { standInBuild, withStandInImages } from '../config/standInImages'
export { propsWithImages } from '../config/imageUses'
export { loadI18n } from '../i18n/catalogs'
export { BlockPosition } from '../render/blockPosition'
export { BRAZILIAN_STATES } from '../forms/options'
