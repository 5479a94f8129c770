import type { Ref } from 'react'
import type { StudioEdit } from '../edit/editTypes'
import type { StudioBlock, StudioField } from '../studioTypes'
import { BlockActions } from './BlockActions'
import { AllowedValues, FieldEditor } from './FieldEditor'
import { isSettable } from './isSettable'
import { openInEditor } from './openInEditor'

/**
 * The selected block's description: what it is, where it is written, its tone/variant choices and every field; the
 * fields its page file writes out as a form that writes them (`edit`), with the block's own actions (move, copy,
 * remove).
 */
export function BlockDetails({
  block,
  label,
  ref,
  blockCount,
  edit,
}: {
  block: StudioBlock
  label: string
  ref: Ref<HTMLHeadingElement>
  /** How many blocks the page file writes out (a block can move down to the last). */
  blockCount: number
  edit: (edit: StudioEdit) => Promise<boolean>
}) {
  const { source, editable } = block
  const canSet = (field: StudioField) => isSettable(block, field)
  return (
    <section aria-labelledby="studio-block">
      <h3 id="studio-block" ref={ref} tabIndex={-1}>
        {label}
      </h3>
      <p className="muted">{block.summary}</p>
      {source ? (
        <button type="button" className="action" onClick={() => openInEditor(source)}>
          Open {source.file}:{source.line} (sections[{block.index}])
        </button>
      ) : (
        <p className="muted">This block is made by code, not written out in a page file.</p>
      )}
      {editable?.block && <BlockActions index={block.index} count={blockCount} edit={edit} />}
      {block.choices.length > 0 && (
        <>
          <h4>Choices</h4>
          <ul>
            {block.choices.map((choice) => (
              <li key={choice.name}>
                <code>{choice.name}</code>:{' '}
                {choice.options.map((option) => (
                  <a
                    key={option.value}
                    className={`chip${option.value === choice.current ? 'current' : ''}`}
                    href={option.galleryUrl}
                    target="_blank"
                    rel="noreferrer"
                    aria-current={option.value === choice.current ? 'true' : undefined}
                    title={`See ${block.type} with ${choice.name} ${option.value} in the gallery`}
                  >
                    {option.value}
                  </a>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>Fields</h4>
      <ul aria-label="Fields">
        {block.fields.map((field) =>
          canSet(field) ? (
            <li key={field.name} className="field">
              <FieldEditor
                field={field}
                save={(value) => edit({ op: 'set', block: block.index, path: [field.name], value })}
              />
            </li>
          ) : (
            <Field key={field.name} field={field} />
          ),
        )}
      </ul>
    </section>
  )
}

function Field({ field }: { field: StudioField }) {
  return (
    <li className="field">
      <code>{field.name}</code> <span className="type">{field.type}</span>{' '}
      <span className="muted">{field.required ? 'required' : 'optional'}</span>
      <p className="doc">{field.doc || '—'}</p>
      {field.allowed.length > 0 && <AllowedValues field={field} />}
      <p className="values">
        Now:{' '}
        {field.values.length > 0 ? (
          field.values.join(' · ')
        ) : (
          <span className="muted">not set{field.defaultValue !== undefined && ` (${field.defaultValue})`}</span>
        )}
      </p>
    </li>
  )
}
