/** A WhatsApp chat link for a number in international format, digits only. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${encodeURIComponent(number)}`
}
