import { useRef, useState, type ReactNode } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import Youtube from '@tiptap/extension-youtube'
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Strikethrough,
  Video,
} from 'lucide-react'
import { IMAGE_TYPES } from '@domain/content/images'
import { webLink, youtubeId } from '@domain/content/embeds'
import { UrlDialog } from '~/components/content/url_dialog'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

type Props = {
  /** The accessible name of the editing area. */
  label: string
  value: string
  onChange: (html: string) => void
  /** Stores a picked image and answers its URL (the upload API). */
  uploadImage: (file: File) => Promise<string | null>
  invalid?: boolean
  describedBy?: string
}

function ToolButton({
  label,
  active = false,
  onClick,
  children,
}: {
  label: string
  active?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded-lg text-muted transition-colors hover:bg-white/8 hover:text-text [&_svg]:size-4',
        active && 'bg-accent1/25 text-white'
      )}
    >
      {children}
    </button>
  )
}

function Toolbar({ editor, onImage }: { editor: Editor; onImage: () => void }) {
  const t = useT()
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      code: current.isActive('codeBlock'),
      link: current.isActive('link'),
    }),
  })
  const chain = () => editor.chain().focus()
  const [dialog, setDialog] = useState<'link' | 'video' | null>(null)
  // After applying, focus goes back into the text at the change, not to the toolbar button.
  const applied = useRef(false)
  const apply = (run: () => void) => {
    applied.current = true
    setDialog(null)
    run()
  }
  const closeFocus = (event: Event) => {
    if (!applied.current) return
    applied.current = false
    event.preventDefault()
    editor.commands.focus()
  }
  const setLink = (href: string) =>
    apply(() => {
      // No text selected and no link here: the address itself becomes the linked text.
      if (editor.state.selection.empty && !editor.isActive('link')) {
        chain()
          .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
          .run()
      } else {
        chain().extendMarkRange('link').setLink({ href }).run()
      }
    })
  const unsetLink = () => apply(() => chain().extendMarkRange('link').unsetLink().run())
  const addVideo = (id: string) =>
    apply(() =>
      chain()
        .setYoutubeVideo({ src: `https://www.youtube.com/watch?v=${id}` })
        .run()
    )
  return (
    <div
      role="toolbar"
      aria-label={t('content.editor.toolbar')}
      className="flex flex-wrap gap-0.5 border-b border-border p-1.5"
    >
      <ToolButton
        label={t('content.editor.heading2')}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Heading2 />
      </ToolButton>
      <ToolButton
        label={t('content.editor.heading3')}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <Heading3 />
      </ToolButton>
      <ToolButton
        label={t('content.editor.bold')}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <Bold />
      </ToolButton>
      <ToolButton
        label={t('content.editor.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic />
      </ToolButton>
      <ToolButton
        label={t('content.editor.strike')}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <Strikethrough />
      </ToolButton>
      <ToolButton
        label={t('content.editor.bullet_list')}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List />
      </ToolButton>
      <ToolButton
        label={t('content.editor.ordered_list')}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered />
      </ToolButton>
      <ToolButton
        label={t('content.editor.quote')}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <Quote />
      </ToolButton>
      <ToolButton
        label={t('content.editor.code')}
        active={state.code}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <Code2 />
      </ToolButton>
      <ToolButton
        label={t('content.editor.link')}
        active={state.link}
        onClick={() => setDialog('link')}
      >
        <Link2 />
      </ToolButton>
      <ToolButton label={t('content.editor.image')} onClick={onImage}>
        <ImagePlus />
      </ToolButton>
      <ToolButton label={t('content.editor.video')} onClick={() => setDialog('video')}>
        <Video />
      </ToolButton>
      <UrlDialog
        open={dialog === 'link'}
        onOpenChange={(open) => setDialog(open ? 'link' : null)}
        title={t('content.editor.link_dialog')}
        description={t('content.editor.link_description')}
        label={t('content.editor.link_address')}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        accept={webLink}
        error={t('content.editor.link_invalid')}
        submitLabel={t('content.editor.apply')}
        onSubmit={setLink}
        onCloseAutoFocus={closeFocus}
        extra={
          state.link && (
            <Button type="button" variant="danger" className="sm:me-auto" onClick={unsetLink}>
              {t('content.editor.link_unset')}
            </Button>
          )
        }
      />
      <UrlDialog
        open={dialog === 'video'}
        onOpenChange={(open) => setDialog(open ? 'video' : null)}
        title={t('content.editor.video')}
        description={t('content.editor.video_description')}
        label={t('content.editor.video_address')}
        initial=""
        accept={youtubeId}
        error={t('content.editor.video_invalid')}
        submitLabel={t('content.editor.insert')}
        onSubmit={addVideo}
        onCloseAutoFocus={closeFocus}
      />
    </div>
  )
}

/**
 * The staff's rich-text editor (Tiptap): headings, lists, links, images
 * (uploaded and re-encoded by the server), quotes, code and YouTube videos
 * through the no-cookie player. The server sanitises whatever it sends.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  uploadImage,
  invalid,
  describedBy,
}: Props) {
  const fileInput = useRef<HTMLInputElement>(null)
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
      Youtube.configure({ nocookie: true, controls: true }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'role': 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'class': 'tm-prose min-h-72 px-4 py-3 focus-visible:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })

  const pick = async (file: File | undefined) => {
    if (!file || !editor) return
    const url = await uploadImage(file)
    if (url) editor.chain().focus().setImage({ src: url, alt: '' }).run()
  }

  return (
    <div
      className={cn(
        'overflow-hidden rounded-2xl border bg-background-deep/60 focus-within:ring-2 focus-within:ring-ring',
        invalid ? 'border-danger/60' : 'border-border-strong'
      )}
    >
      {editor ? (
        <Toolbar editor={editor} onImage={() => fileInput.current?.click()} />
      ) : (
        <div className="h-12 border-b border-border" />
      )}
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void pick(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </div>
  )
}
