import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildFeedbackSubmission,
  canSubmitForm,
  FormsError,
  formatMessage,
  geoPoint,
  plainText,
} from '../src/index'

// spec: menu-browsing §3 Feedback submission payload; §7 POST /{lang}/api/submission/
describe('buildFeedbackSubmission', () => {
  it('sends feedback_id, submission, origin_label and origin_type lower-cased', () => {
    expect(
      buildFeedbackSubmission({
        feedbackId: 7,
        answers: { name: 'Aisha', stars: 5 },
        orderLocation: '12',
        orderLocationType: 'Table',
      }),
    ).toEqual({
      feedback_id: 7,
      submission: { name: 'Aisha', stars: 5 },
      origin_label: '12',
      origin_type: 'table',
    })
  })

  it('adds origin_location as a point, longitude first, only with a position', () => {
    const payload = buildFeedbackSubmission({
      feedbackId: '7',
      answers: {},
      orderLocationType: 'Room',
      orderLocation: 305,
      position: { lat: 25.2, lng: 55.27 },
    })
    expect(payload.origin_location).toEqual({ type: 'Point', coordinates: [55.27, 25.2] })
    expect(payload.origin_type).toBe('room')
    expect(payload.origin_label).toBe('305')
  })

  it('sends null origins without an order location', () => {
    const payload = buildFeedbackSubmission({ feedbackId: 1, answers: {} })
    expect(payload).toEqual({
      feedback_id: 1,
      submission: {},
      origin_label: null,
      origin_type: null,
    })
    expect('origin_location' in payload).toBe(false)
  })
})

describe('geoPoint', () => {
  it('throws a FormsError for coordinates out of range', () => {
    expect(() => geoPoint({ lat: 91, lng: 0 })).toThrow(FormsError)
    expect(() => geoPoint({ lat: 0, lng: Number.NaN })).toThrow(FormsError)
  })
})

// spec: menu-browsing §5 — submit disabled while invalid, submitting, or outside the geofence;
// does nothing without a form id.
describe('canSubmitForm', () => {
  const ready = {
    formId: 3,
    valid: true,
    submitting: false,
    geofenceEnabled: false,
    locationAllowed: undefined,
  }
  it('allows a valid idle form with an id', () => {
    expect(canSubmitForm(ready)).toBe(true)
  })
  it('blocks invalid, submitting and id-less forms', () => {
    expect(canSubmitForm({ ...ready, valid: false })).toBe(false)
    expect(canSubmitForm({ ...ready, submitting: true })).toBe(false)
    expect(canSubmitForm({ ...ready, formId: undefined })).toBe(false)
    expect(canSubmitForm({ ...ready, formId: '' })).toBe(false)
  })
  it('with geofencing, needs the location to be allowed (unknown is not allowed)', () => {
    expect(canSubmitForm({ ...ready, geofenceEnabled: true, locationAllowed: undefined })).toBe(
      false,
    )
    expect(canSubmitForm({ ...ready, geofenceEnabled: true, locationAllowed: false })).toBe(false)
    expect(canSubmitForm({ ...ready, geofenceEnabled: true, locationAllowed: true })).toBe(true)
  })
})

describe('formatMessage and plainText', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(
      formatMessage('{label} requires maximum value of {max}', { label: 'Age', max: 99 }),
    ).toBe('Age requires maximum value of 99')
    expect(formatMessage('{label} is a required field')).toBe('{label} is a required field')
  })

  it('translates the template before filling it', () => {
    const french = (english: string) =>
      english === '{label} is a required field' ? '{label} est un champ obligatoire' : english
    expect(formatMessage('{label} is a required field', { label: 'Nom' }, french)).toBe(
      'Nom est un champ obligatoire',
    )
  })

  it('reads the text of an HTML label', () => {
    expect(plainText('<p>Fish &amp; chips&#33;</p>')).toBe('Fish & chips!')
    expect(plainText('  A&nbsp;&nbsp;B  ')).toBe('A B')
  })
})

describe('properties', () => {
  it('formatMessage puts every parameter in, and plain text never keeps a tag', () => {
    fc.assert(
      // Without '&': a decoded entity such as &lt;b&gt; is text that may look like a tag.
      fc.property(
        fc.string().filter((text) => !text.includes('&')),
        fc.integer(),
        (label, n) => {
          const message = formatMessage('{label} can not have more than {n} characters', {
            label,
            n,
          })
          expect(message).toBe(`${label} can not have more than ${n} characters`)
          expect(plainText(`<b>${label}</b>`)).not.toMatch(/<b>|<\/b>/)
        },
      ),
      { numRuns: 1_000 },
    )
  })

  it('the submission keeps the answers and lower-cases any location type', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (label, type) => {
        const payload = buildFeedbackSubmission({
          feedbackId: 1,
          answers: { a: label },
          orderLocation: label,
          orderLocationType: type,
        })
        expect(payload.origin_type).toBe(type.toLowerCase())
        expect(payload.origin_label).toBe(label)
        expect(payload.submission).toEqual({ a: label })
      }),
      { numRuns: 1_000 },
    )
  })
})
