import { parseResponse, productSchema } from '@carte/api-client'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProductMedia } from '../src/screens/ProductMedia'

// menu-browsing §3 Product (video_url): a video the browser cannot play becomes a link to it,
// 'Watch the video', rather than a dead player.

const watch = 'https://www.youtube.com/watch?v=carte-demo'
const grill = parseResponse(productSchema, {
  id: 1021,
  name: 'Mixed Grill',
  price: '48',
  video_url: watch,
})

describe('ProductMedia: a video the browser cannot play', () => {
  afterEach(() => {
    cleanup()
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'error')
  })

  it('becomes the link when its error came before React put it on the page (no error event reached it)', async () => {
    // The browser failed the source as soon as React set it on the new element: the element
    // carries the error (MEDIA_ERR_SRC_NOT_SUPPORTED), and its event has already gone.
    Object.defineProperty(HTMLMediaElement.prototype, 'error', {
      configurable: true,
      get(this: HTMLMediaElement) {
        return this.getAttribute('src') === watch ? { code: 4 } : null
      },
    })
    render(<ProductMedia product={grill} fallback={null} active />)
    const link = await screen.findByRole('link', { name: 'Watch the video' })
    expect(link.getAttribute('href')).toBe(watch)
    expect(document.querySelector('video')).toBeNull()
  })

  it('stays a player while it has no error, and off the shown slide it has no source to fail', () => {
    render(<ProductMedia product={grill} fallback={null} active={false} />)
    expect(screen.queryByRole('link', { name: 'Watch the video' })).toBeNull()
    const video = document.querySelector('video')
    expect(video?.hasAttribute('src')).toBe(false)
  })
})
