import type { PageConfig } from '../config/pages'
import { listPageOf } from '../config/pagination'
import { Layout } from './Layout'
import { Blocks } from './Blocks'

/** One configured page: its layout around its blocks. */
export function PageView({ page }: { page: PageConfig }) {
  return (
    <Layout name={page.layout}>
      <Blocks blocks={page.sections} listPage={listPageOf(page)} />
    </Layout>
  )
}
