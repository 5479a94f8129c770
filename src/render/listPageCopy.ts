import { msg } from '@lingui/core/macro'

/** The copy of a paged list's navigation (`ListPageNav`) and of its pages' titles (`pageHead`). */
export const listPageCopy = {
  navigation: msg({ message: 'Paginação', comment: "Accessible name of the navigation between a list's pages" }),
  previous: msg({ message: 'Anterior', context: 'list pages', comment: 'Link to the previous page of a list' }),
  next: msg({ message: 'Próxima', context: 'list pages', comment: 'Link to the next page of a list' }),
  position: msg({
    message: 'Página {number} de {count}',
    comment: 'Where the visitor is in a list of pages, read by screen readers, e.g. "Página 2 de 5"',
  }),
  page: msg({ message: 'Página {number}', comment: 'Accessible name of the link to one page of a list' }),
  title: msg({
    message: '{title} – página {number}',
    comment: 'Browser-tab and search title of page 2 and on of a list; {title} is the page title, e.g. "Notícias"',
  }),
}
