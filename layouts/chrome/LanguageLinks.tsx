import { Link, useLanguageLinks } from '../../src/engine'

/** The `<li>` items of a language list: flag and native name, linking to the same page in that language. */
export function LanguageLinks({ className, onClick }: { className: string; onClick?: () => void }) {
  const { links } = useLanguageLinks()
  return links.map((link) => (
    <li key={link.locale}>
      <Link
        href={link.href}
        hrefLang={link.htmlLang}
        lang={link.htmlLang}
        aria-current={link.current ? 'true' : undefined}
        onClick={onClick}
        className={className}
      >
        <img
          src={link.flag}
          alt=""
          loading="lazy"
          width={24}
          height={16}
          className="h-4 w-6 shrink-0 rounded-sm object-cover ring-1 ring-line"
        />
        {link.name}
      </Link>
    </li>
  ))
}
