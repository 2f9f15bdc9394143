import { test } from '@japa/runner'
import {
  THEMES,
  THEME_IDS,
  contrast,
  mixOklab,
  parseHex,
  resolveTheme,
  themeStyle,
} from '#domain/accounts/themes'

// app.css: the surfaces text sits on, and the readable accents derived from the theme.
const SURFACES = {
  background: '#0b0a1a',
  surface: '#15122b',
  raised: '#1d1938',
  overlay: '#241f45',
}
const WHITE = parseHex('#ffffff')

test.group('Themes: WCAG AA contrast', () => {
  for (const id of THEME_IDS) {
    const theme = THEMES[id]
    test(`${id}: accent text, chart text and button labels stay within AA`, ({ assert }) => {
      // app.css: --accent1-text = color-mix(in oklab, accent1 55%, white); accent2 80%.
      const accent1Text = mixOklab(parseHex(theme.accent1), 0.55, WHITE)
      const accent2Text = mixOklab(parseHex(theme.accent2), 0.8, WHITE)
      for (const [name, surface] of Object.entries(SURFACES)) {
        const back = parseHex(surface)
        assert.isAtLeast(contrast(accent1Text, back), 4.5, `accent1 text on ${name}`)
        assert.isAtLeast(contrast(accent2Text, back), 4.5, `accent2 text on ${name}`)
        assert.isAtLeast(contrast(parseHex(theme.graphText), back), 4.5, `chart text on ${name}`)
        // Non-text: the focus ring (accent2), chart lines and markers need 3:1.
        assert.isAtLeast(contrast(parseHex(theme.accent2), back), 3, `focus ring on ${name}`)
        assert.isAtLeast(contrast(parseHex(theme.graphAccent), back), 3, `chart line on ${name}`)
        assert.isAtLeast(contrast(parseHex(theme.graphMarker), back), 3, `chart marker on ${name}`)
      }
      // White labels on the primary button's gradient ends.
      assert.isAtLeast(contrast(WHITE, parseHex(theme.doubleGradient1)), 4.5, 'button start')
      assert.isAtLeast(contrast(WHITE, parseHex(theme.doubleGradient2)), 4.5, 'button end')
    })
  }

  test('the contrast formula answers the known pairs', ({ assert }) => {
    assert.equal(Math.round(contrast(parseHex('#000000'), WHITE) * 100) / 100, 21)
    assert.equal(Math.round(contrast(parseHex('#777777'), WHITE) * 100) / 100, 4.48)
    assert.deepEqual(mixOklab(parseHex('#ff0000'), 1, WHITE), [255, 0, 0])
  })
})

test.group('Themes: choice and style', () => {
  test('the account wins over the cookie, unknown ids fall back to the default', ({ assert }) => {
    assert.equal(resolveTheme({ account: 'amber', stored: 'emerald' }), 'amber')
    assert.equal(resolveTheme({ account: null, stored: 'emerald' }), 'emerald')
    assert.equal(resolveTheme({ account: 'x', stored: '"><script>' }), 'octarine')
  })

  test('writes every theme variable except for the default', ({ assert }) => {
    assert.equal(themeStyle('octarine'), '')
    const style = themeStyle('sea_wave')
    assert.include(style, '--accent1: #0ea5e9')
    assert.lengthOf(style.split('; '), 16)
  })
})
