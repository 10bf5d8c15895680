import {
  feedbackFormSchema,
  geocoderResultsSchema,
  geofenceResponseSchema,
  submissionResponseSchema,
} from '@carte/api-client'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startApi, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => {
  await api.dispose()
})

const OUTLET = { lat: 25.0805, lng: 55.1403 }
const answers = {
  full_name: 'Layla',
  email: 'layla@example.com',
  phone: '050 123 4567',
  guests: 3,
  visit_date: '2026-11-20',
  meal: 'dinner',
  heard_from: { selected: [], other: 'A blog' },
  liked: ['food', 'service'],
  rating: 5,
  comments: 'Lovely.',
}

describe('feedback forms (spec: menu-browsing §7 feedback and submission; §5 validation)', () => {
  it('serves the feedback form with every field type', async () => {
    const res = await call(api.url, '/fr/api/feedback/1/')
    const form = v.parse(feedbackFormSchema, res.body)
    // The items as the venue wrote them (the contract leaves them to @carte/forms).
    const items = Array.isArray(form.form_data) ? (form.form_data as Record<string, unknown>[]) : []
    const types = new Set(
      items.map((f) => (f.subtype === 'email' || f.subtype === 'tel' ? f.subtype : f.type)),
    )
    for (const t of [
      'header',
      'paragraph',
      'text',
      'textarea',
      'number',
      'select',
      'radio-group',
      'checkbox-group',
      'date',
      'starRating',
      'email',
      'tel',
    ]) {
      expect(types).toContain(t)
    }
    expect(form.name).toBe('Votre avis')
    expect((await call(api.url, '/en/api/feedback/3/')).status).toBe(404)
    expect((await call(api.url, '/en/api/feedback/999/')).status).toBe(404)
  })

  it('a valid submission is 201 with the HTML message and is stored', async () => {
    const res = await call(api.url, '/en/api/submission/', {
      body: { feedback_id: 1, submission: answers, origin_label: '12', origin_type: 'table' },
    })
    expect(res.status).toBe(201)
    expect(v.parse(submissionResponseSchema, res.body).message).toContain(
      '<strong>Thank you!</strong>',
    )
  })

  it('an invalid answer is 400 naming the field with the form message', async () => {
    const res = await call(api.url, '/en/api/submission/', {
      body: { feedback_id: 1, submission: { ...answers, email: 'not-an-email' } },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ field: 'submission.email', message: 'Invalid email address' })
    const missing = await call(api.url, '/en/api/submission/', {
      body: { feedback_id: 1, submission: { ...answers, full_name: '' } },
    })
    expect(missing.body).toMatchObject({
      field: 'submission.full_name',
      message: 'Name is a required field',
    })
  })

  it('the geofenced form needs a position inside the radius (300 m)', async () => {
    const inside = { type: 'Point', coordinates: [OUTLET.lng, OUTLET.lat] }
    const far = { type: 'Point', coordinates: [55.2, 25.2] }
    const ok = await call(api.url, '/en/api/submission/', {
      body: { feedback_id: 2, submission: { request: 'bill' }, origin_location: inside },
    })
    expect(ok.status).toBe(201)
    const out = await call(api.url, '/en/api/submission/', {
      body: { feedback_id: 2, submission: { request: 'bill' }, origin_location: far },
    })
    expect(out.status).toBe(403)
    expect(out.body.code).toBe('outside_geofence')
  })
})

describe('geofence and geocoder', () => {
  it('geofence: inside the radius allowed, outside not (spec: menu-browsing §7)', async () => {
    const inside = await call(api.url, '/en/menus/geofence/1/', {
      body: { lat: 25.081, lng: 55.1405 },
    })
    expect(v.parse(geofenceResponseSchema, inside.body).allowed).toBe(true)
    const outside = await call(api.url, '/en/menus/geofence/1/', { body: { lat: 25.1, lng: 55.2 } })
    expect(outside.body.allowed).toBe(false)
  })

  it('search is biased to the radius around the given point; reverse answers nearby places with types', async () => {
    const near = await call(
      api.url,
      '/geocoder/search/?q=marina&lat=25.0805&lng=55.1403&radius=10000',
    )
    const results = v.parse(geocoderResultsSchema, near.body).results
    expect(results[0]?.formatted_address).toBe('Dubai Marina Walk, Dubai, United Arab Emirates')
    const far = await call(api.url, '/geocoder/search/?q=marina&lat=29.37&lng=47.97&radius=10000')
    expect(far.body.results).toEqual([])
    const reverse = await call(api.url, '/geocoder/reverse/?lat=25.081&lng=55.14')
    expect(reverse.body.results.length).toBeGreaterThan(0)
    expect(reverse.body.results[0].types.length).toBeGreaterThan(0)
    expect((await call(api.url, '/geocoder/reverse/?lat=abc&lng=55')).body.field).toBe('lat')
  })

  it('serves plain map tiles', async () => {
    const res = await fetch(`${api.url}/tiles/16/42000/28000.png`)
    expect(res.headers.get('content-type')).toBe('image/png')
  })
})
