export { SiteApp as default } from '../../src/render/SiteApp'
