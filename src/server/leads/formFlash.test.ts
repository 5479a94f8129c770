import { describe, expect, it } from 'vitest'
import { FormFlash, flashToken, type FlashRecord } from './formFlash'

const record = (page: string): FlashRecord => ({ form: 'contact', page, values: {}, errors: {}, success: true })

describe('FormFlash', () => {
  it('gives each record once, only to its page, under an unguessable token', () => {
    const flash = new FormFlash()
    const token = flash.put(record('/pt-br/contato'))
    expect(token).toMatch(/^[\w-]{24}$/)
    expect(flash.put(record('/pt-br/contato'))).not.toBe(token)
    expect(flash.take(token, '/en-us/contato')).toBeUndefined()
    expect(flash.take(token, '/pt-br/contato')).toEqual(record('/pt-br/contato'))
    expect(flash.take(token, '/pt-br/contato')).toBeUndefined()
  })

  it('forgets records past their lifetime and keeps at most maxEntries, dropping the oldest', () => {
    let now = 0
    const flash = new FormFlash(1000, 3, () => now)
    const tokens = [1, 2, 3, 4].map((n) => flash.put(record(`/p${n}`)))
    expect(flash.size).toBe(3)
    expect(flash.take(tokens[0]!, '/p1')).toBeUndefined()
    expect(flash.take(tokens[1]!, '/p2')).toBeDefined()
    now = 1000
    expect(flash.take(tokens[2]!, '/p3')).toBeUndefined()
    flash.put(record('/p5'))
    expect(flash.size).toBe(1)
  })

  it('reads its token from a Cookie header', () => {
    expect(flashToken('a=1; lead_form=abc-_; b=2')).toBe('abc-_')
    expect(flashToken('lead_formx=1')).toBeUndefined()
    expect(flashToken(undefined)).toBeUndefined()
  })
})
