import type { MessageDescriptor } from '@lingui/core'

/** A text the design system shows in the page's language: a Lingui message, as the config writes it (`Copy`). */
export type Message = Pick<MessageDescriptor, 'id' | 'message'>
