import { test } from '@japa/runner'
import { ruleSections } from '#domain/content/rules'

test.group('Rules sections', () => {
  test('cuts at level-2 headings with numbered anchors and an introduction', ({ assert }) => {
    assert.deepEqual(
      ruleSections(
        '<p>Intro</p><h2>1. <strong>Chat</strong> &amp; voice</h2><p>a</p><h3>sub</h3><h2>2. Play</h2>'
      ),
      [
        { anchor: 'intro', title: '', html: '<p>Intro</p>' },
        { anchor: 'section-1', title: '1. Chat & voice', html: '<p>a</p><h3>sub</h3>' },
        { anchor: 'section-2', title: '2. Play', html: '' },
      ]
    )
  })

  test('answers no sections for an empty body and one for text without headings', ({ assert }) => {
    assert.deepEqual(ruleSections(''), [])
    assert.deepEqual(ruleSections('<p>Only</p>'), [
      { anchor: 'intro', title: '', html: '<p>Only</p>' },
    ])
  })
})
