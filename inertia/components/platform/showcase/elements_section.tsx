import { useState } from 'react'
import {
  Bell,
  Download,
  Heart,
  Mail,
  Pencil,
  Search,
  Settings,
  Share2,
  ShoppingBag,
  Sparkles,
  Trash2,
} from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { Header } from '~/components/app/header'
import { PlayerMenu } from '~/components/app/player_menu'
import { Specimen, SpecimenRow } from '~/components/platform/showcase/specimen'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Progress } from '~/components/ui/progress'
import { Select } from '~/components/ui/select'
import { Skeleton } from '~/components/ui/skeleton'
import { Spinner } from '~/components/ui/spinner'
import { Switch } from '~/components/ui/switch'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { Textarea } from '~/components/ui/textarea'
import { Tooltip } from '~/components/ui/tooltip'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { notify, type NotificationType } from '~/lib/notify'

const P = 'platform.showcases'

/** Sample players of the table and chrome demos. */
const SAMPLE_PLAYERS = ['Kirito_Sensei', 'NekoMage', 'Astral_Forge', 'Hikari', 'RuneSmith42']
const SAMPLE_WALLET = { balance: 125_050, coins: 4_820 }

function ButtonsSpecimen() {
  const t = useT()
  const [loading, setLoading] = useState(false)
  const run = () => {
    setLoading(true)
    window.setTimeout(() => setLoading(false), 1600)
  }
  return (
    <Specimen id="el-buttons" title={t(`${P}.buttons`)} description={t(`${P}.buttons_text`)}>
      <SpecimenRow label={t(`${P}.variants`)}>
        <Button>{t(`${P}.variant_primary`)}</Button>
        <Button variant="secondary">{t(`${P}.variant_secondary`)}</Button>
        <Button variant="ghost">{t(`${P}.variant_ghost`)}</Button>
        <Button variant="danger">{t(`${P}.variant_danger`)}</Button>
        <Button variant="link">{t(`${P}.variant_link`)}</Button>
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.sizes`)}>
        <Button size="sm">{t(`${P}.size_sm`)}</Button>
        <Button size="md">{t(`${P}.size_md`)}</Button>
        <Button size="lg">{t(`${P}.size_lg`)}</Button>
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.with_icons`)}>
        <Button>
          <ShoppingBag aria-hidden="true" />
          {t(`${P}.sample_buy`)}
        </Button>
        <Button variant="secondary">
          <Download aria-hidden="true" />
          {t(`${P}.sample_download`)}
        </Button>
        <Button variant="danger">
          <Trash2 aria-hidden="true" />
          {t(`${P}.sample_delete`)}
        </Button>
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.icon_only`)}>
        <Tooltip content={t(`${P}.sample_settings`)}>
          <Button size="icon-sm" variant="secondary" aria-label={t(`${P}.sample_settings`)}>
            <Settings aria-hidden="true" />
          </Button>
        </Tooltip>
        <Tooltip content={t(`${P}.sample_like`)}>
          <Button size="icon" aria-label={t(`${P}.sample_like`)}>
            <Heart aria-hidden="true" />
          </Button>
        </Tooltip>
        <Tooltip content={t(`${P}.sample_share`)}>
          <Button size="icon-lg" variant="ghost" aria-label={t(`${P}.sample_share`)}>
            <Share2 aria-hidden="true" />
          </Button>
        </Tooltip>
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.states`)}>
        <Button loading={loading} onClick={run}>
          {t(`${P}.state_click_to_load`)}
        </Button>
        <Button loading>{t(`${P}.state_loading`)}</Button>
        <Button variant="secondary" loading>
          {t(`${P}.state_loading`)}
        </Button>
        <Button disabled>{t(`${P}.state_disabled`)}</Button>
        <Button variant="secondary" disabled>
          {t(`${P}.state_disabled`)}
        </Button>
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.as_link`)}>
        <Button asChild>
          <AppLink route="platform.home.show">{t('common.actions.back_home')}</AppLink>
        </Button>
        <Button variant="secondary" asChild>
          <AppLink route="platform.showcases.show" params={{ '*': ['adaptive', 'buttons'] }}>
            {t(`${P}.adaptive_buttons`)}
          </AppLink>
        </Button>
        <Button block variant="secondary" className="sm:hidden">
          {t(`${P}.block`)}
        </Button>
      </SpecimenRow>
    </Specimen>
  )
}

function FormsSpecimen() {
  const t = useT()
  const [checked, setChecked] = useState<boolean | 'indeterminate'>('indeterminate')
  const serverOptions = useShared().app.servers.map((server) => ({
    value: server.slug,
    label: server.name,
  }))
  return (
    <Specimen id="el-forms" title={t(`${P}.forms`)} description={t(`${P}.forms_text`)}>
      <div className="grid gap-6 md:grid-cols-2">
        <Field label={t(`${P}.field_nickname`)} hint={t(`${P}.field_nickname_hint`)} required>
          <Input placeholder={t(`${P}.field_nickname_placeholder`)} autoComplete="off" />
        </Field>
        <Field label={t(`${P}.field_email`)} error={t(`${P}.field_email_error`)}>
          <Input type="email" defaultValue="player@" leading={<Mail aria-hidden="true" />} />
        </Field>
        <Field label={t(`${P}.field_search`)} hint={t(`${P}.field_search_hint`)}>
          <Input
            type="search"
            leading={<Search aria-hidden="true" />}
            placeholder={t(`${P}.field_search_placeholder`)}
          />
        </Field>
        <Field label={t(`${P}.field_disabled`)} disabled>
          <Input defaultValue={t(`${P}.field_disabled_value`)} />
        </Field>
        <Field label={t(`${P}.field_server`)} hint={t(`${P}.field_server_hint`)}>
          <Select options={serverOptions} placeholder={t(`${P}.field_server_placeholder`)} />
        </Field>
        <Field label={t(`${P}.field_server_required`)} error={t(`${P}.field_server_error`)}>
          <Select options={serverOptions} placeholder={t(`${P}.field_server_placeholder`)} />
        </Field>
        <Field
          label={t(`${P}.field_message`)}
          hint={t(`${P}.field_message_hint`)}
          className="md:col-span-2"
        >
          <Textarea placeholder={t(`${P}.field_message_placeholder`)} />
        </Field>
      </div>
      <div className="mt-8 grid gap-6 border-t border-border pt-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <h3 className="text-xs font-semibold tracking-wider text-subtle uppercase">
            {t(`${P}.checkboxes`)}
          </h3>
          <Field layout="inline" label={t(`${P}.check_news`)} hint={t(`${P}.check_news_hint`)}>
            <Checkbox defaultChecked />
          </Field>
          <Field layout="inline" label={t(`${P}.check_all`)}>
            <Checkbox checked={checked} onCheckedChange={setChecked} />
          </Field>
          <Field
            layout="inline"
            label={t(`${P}.check_terms`)}
            error={t(`${P}.check_terms_error`)}
            required
          >
            <Checkbox />
          </Field>
          <Field layout="inline" label={t(`${P}.check_disabled`)} disabled>
            <Checkbox />
          </Field>
        </div>
        <div className="flex flex-col gap-4">
          <h3 className="text-xs font-semibold tracking-wider text-subtle uppercase">
            {t(`${P}.switches`)}
          </h3>
          <Field
            layout="inline"
            label={t(`${P}.switch_notifications`)}
            hint={t(`${P}.switch_notifications_hint`)}
          >
            <Switch defaultChecked />
          </Field>
          <Field layout="inline" label={t(`${P}.switch_private`)}>
            <Switch />
          </Field>
          <Field layout="inline" label={t(`${P}.switch_disabled`)} disabled>
            <Switch defaultChecked />
          </Field>
        </div>
      </div>
    </Specimen>
  )
}

function TabsSpecimen() {
  const t = useT()
  return (
    <Specimen id="el-tabs" title={t(`${P}.tabs`)} description={t(`${P}.tabs_text`)}>
      <Tabs defaultValue="playtime">
        <TabsList aria-label={t(`${P}.tabs_label`)}>
          <TabsTrigger value="playtime">{t(`${P}.tab_playtime`)}</TabsTrigger>
          <TabsTrigger value="coins">{t(`${P}.tab_coins`)}</TabsTrigger>
          <TabsTrigger value="likes">{t(`${P}.tab_likes`)}</TabsTrigger>
          <TabsTrigger value="online" disabled>
            {t(`${P}.tab_online`)}
          </TabsTrigger>
        </TabsList>
        {(['playtime', 'coins', 'likes'] as const).map((tab) => (
          <TabsContent key={tab} value={tab}>
            <p className="rounded-2xl border border-border bg-background-deep/50 p-5 text-sm leading-6 text-muted">
              {t(`${P}.tab_content`, { tab: t(`${P}.tab_${tab}`) })}
            </p>
          </TabsContent>
        ))}
      </Tabs>
    </Specimen>
  )
}

function OverlaysSpecimen() {
  const t = useT()
  const [sort, setSort] = useState('new')
  const [compact, setCompact] = useState(false)
  return (
    <Specimen id="el-overlays" title={t(`${P}.overlays`)} description={t(`${P}.overlays_text`)}>
      <SpecimenRow label={t(`${P}.modal`)}>
        <Dialog>
          <DialogTrigger asChild>
            <Button>{t(`${P}.modal_open`)}</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t(`${P}.modal_title`)}</DialogTitle>
              <DialogDescription>{t(`${P}.modal_description`)}</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-4">
              <Field label={t(`${P}.field_nickname`)} hint={t(`${P}.field_nickname_hint`)}>
                <Input placeholder={t(`${P}.field_nickname_placeholder`)} />
              </Field>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{t('common.actions.cancel')}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button>{t('common.actions.confirm')}</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="danger">{t(`${P}.modal_danger_open`)}</Button>
          </DialogTrigger>
          <DialogContent size="sm">
            <DialogHeader>
              <DialogTitle>{t(`${P}.modal_danger_title`)}</DialogTitle>
              <DialogDescription>{t(`${P}.modal_danger_description`)}</DialogDescription>
            </DialogHeader>
            <DialogFooter className="mt-5">
              <DialogClose asChild>
                <Button variant="secondary">{t('common.actions.cancel')}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button variant="danger">{t(`${P}.sample_delete`)}</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.dropdown`)}>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary">{t(`${P}.dropdown_open`)}</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-64">
            <DropdownMenuLabel>{t(`${P}.dropdown_actions`)}</DropdownMenuLabel>
            <DropdownMenuItem>
              <Pencil aria-hidden="true" />
              {t(`${P}.sample_edit`)}
            </DropdownMenuItem>
            <DropdownMenuItem>
              <Share2 aria-hidden="true" />
              {t(`${P}.sample_share`)}
            </DropdownMenuItem>
            <DropdownMenuItem disabled>
              <Bell aria-hidden="true" />
              {t(`${P}.dropdown_disabled`)}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t(`${P}.dropdown_sort`)}</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
              <DropdownMenuRadioItem value="new">{t(`${P}.sort_new`)}</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="popular">
                {t(`${P}.sort_popular`)}
              </DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
            <DropdownMenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
              {t(`${P}.dropdown_compact`)}
            </DropdownMenuCheckboxItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem tone="danger">
              <Trash2 aria-hidden="true" />
              {t(`${P}.sample_delete`)}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.tooltip`)}>
        <Tooltip content={t(`${P}.tooltip_text`)}>
          <Button variant="secondary">{t(`${P}.tooltip_hover`)}</Button>
        </Tooltip>
        <Tooltip content={t(`${P}.tooltip_text`)} side="bottom">
          <Button variant="ghost">{t(`${P}.tooltip_bottom`)}</Button>
        </Tooltip>
      </SpecimenRow>
    </Specimen>
  )
}

function TableSpecimen() {
  const t = useT()
  const { app } = useShared()
  const rows = SAMPLE_PLAYERS.map((login, index) => ({
    login,
    server: app.servers[index % Math.max(app.servers.length, 1)]?.name ?? '',
    role: (['legend', 'mage', 'vip', 'mage', 'legend'] as const)[index],
    hours: [1284, 942, 611, 388, 120][index],
    status: (['online', 'online', 'offline', 'banned', 'offline'] as const)[index],
  }))
  const statusVariant = { online: 'success', offline: 'neutral', banned: 'danger' } as const
  return (
    <Specimen id="el-table" title={t(`${P}.table`)} description={t(`${P}.table_text`)}>
      <Table label={t(`${P}.table_caption`)} showCaption>
        <TableHead>
          <TableRow className="hover:bg-transparent">
            <TableHeaderCell>{t(`${P}.col_player`)}</TableHeaderCell>
            <TableHeaderCell>{t(`${P}.col_server`)}</TableHeaderCell>
            <TableHeaderCell>{t(`${P}.col_role`)}</TableHeaderCell>
            <TableHeaderCell className="text-end">{t(`${P}.col_hours`)}</TableHeaderCell>
            <TableHeaderCell>{t(`${P}.col_status`)}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.login}>
              <TableCell>
                <span className="flex items-center gap-3 font-medium">
                  <Avatar name={row.login} size="sm" decorative />
                  {row.login}
                </span>
              </TableCell>
              <TableCell className="text-muted">{row.server}</TableCell>
              <TableCell>
                <Badge
                  variant={row.role === 'legend' ? 'glow' : row.role === 'mage' ? 'accent' : 'cyan'}
                  size="sm"
                >
                  {t(`${P}.role_${row.role}`)}
                </Badge>
              </TableCell>
              <TableCell className="text-end tabular-nums">
                {t('common.number', { value: row.hours })}
              </TableCell>
              <TableCell>
                <Badge variant={statusVariant[row.status]} dot size="sm">
                  {t(`${P}.status_${row.status}`)}
                </Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Specimen>
  )
}

function CardsSpecimen() {
  const t = useT()
  const variants = ['default', 'glass', 'glow', 'interactive'] as const
  return (
    <Specimen id="el-cards" title={t(`${P}.cards`)} description={t(`${P}.cards_text`)}>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {variants.map((variant) => (
          <Card key={variant} variant={variant} className="flex flex-col">
            <CardHeader>
              <Badge variant="accent" size="sm" className="self-start">
                {variant}
              </Badge>
              <CardTitle className="mt-2">{t(`${P}.card_${variant}`)}</CardTitle>
              <CardDescription>{t(`${P}.card_${variant}_text`)}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1" />
            <CardFooter>
              <Button size="sm" variant={variant === 'glow' ? 'primary' : 'secondary'}>
                {t(`${P}.card_action`)}
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </Specimen>
  )
}

function BadgesSpecimen() {
  const t = useT()
  const variants = [
    'neutral',
    'accent',
    'cyan',
    'success',
    'warn',
    'danger',
    'glow',
    'outline',
  ] as const
  return (
    <Specimen id="el-badges" title={t(`${P}.badges`)} description={t(`${P}.badges_text`)}>
      <SpecimenRow label={t(`${P}.variants`)}>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.badge_with_dot`)}>
        <Badge variant="success" dot>
          {t(`${P}.status_online`)}
        </Badge>
        <Badge variant="warn" dot>
          {t(`${P}.status_restarting`)}
        </Badge>
        <Badge variant="danger" dot>
          {t(`${P}.status_banned`)}
        </Badge>
        <Badge variant="accent" size="sm">
          <Sparkles aria-hidden="true" />
          {t(`${P}.badge_new`)}
        </Badge>
      </SpecimenRow>
    </Specimen>
  )
}

function FeedbackSpecimen() {
  const t = useT()
  const types: NotificationType[] = ['default', 'success', 'warn', 'error']
  return (
    <Specimen id="el-feedback" title={t(`${P}.feedback`)} description={t(`${P}.feedback_text`)}>
      <SpecimenRow label={t(`${P}.skeletons`)} className="items-stretch">
        <div className="flex w-full max-w-sm items-center gap-4 rounded-2xl border border-border p-4">
          <Skeleton className="size-12 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
        <div className="flex w-full max-w-xs flex-col gap-3 rounded-2xl border border-border p-4">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.progress`)} className="grid gap-5 sm:grid-cols-2">
        <Progress value={0} label={t(`${P}.progress_queued`)} showValue />
        <Progress value={35} label={t(`${P}.progress_download`)} showValue />
        <Progress value={72} label={t(`${P}.progress_install`)} showValue />
        <Progress value={100} label={t(`${P}.progress_done`)} showValue />
        <Progress value={null} label={t(`${P}.progress_waiting`)} showValue />
        <Progress value={60} label={t(`${P}.progress_small`)} showValue size="sm" />
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.spinners`)}>
        <Spinner size="sm" />
        <Spinner size="md" />
        <Spinner size="lg" label={t(`${P}.state_loading`)} />
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.avatars`)}>
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Avatar key={size} name={SAMPLE_PLAYERS[0]} size={size} />
        ))}
        {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Avatar key={`i-${size}`} name={SAMPLE_PLAYERS[2]} size={size} fallback="initials" />
        ))}
      </SpecimenRow>
      <SpecimenRow label={t(`${P}.notifications`)}>
        {types.map((type) => (
          <Button
            key={type}
            variant={type === 'error' ? 'danger' : type === 'default' ? 'primary' : 'secondary'}
            onClick={() =>
              notify({
                type,
                title: t(`${P}.notify_${type}_title`),
                text: t(`${P}.notify_${type}_text`),
              })
            }
          >
            {t(`${P}.notify_${type}`)}
          </Button>
        ))}
      </SpecimenRow>
    </Specimen>
  )
}

function ChromeSpecimen() {
  const t = useT()
  const player = { login: SAMPLE_PLAYERS[0] }
  return (
    <Specimen id="el-chrome" title={t(`${P}.chrome`)} description={t(`${P}.chrome_text`)}>
      <div className="flex flex-col gap-6">
        {[
          { key: 'guest', player: null, wallet: {} },
          { key: 'player', player, wallet: SAMPLE_WALLET },
        ].map((frame) => (
          <figure key={frame.key} className="flex flex-col gap-2">
            <figcaption className="text-xs font-semibold tracking-wider text-subtle uppercase">
              {t(`${P}.chrome_${frame.key}`)}
            </figcaption>
            <div className="tm-aurora overflow-hidden rounded-2xl border border-border">
              <Header
                demo={{
                  player: frame.player,
                  wallet: frame.wallet,
                  label: t(`${P}.demo_navigation_${frame.key}`),
                }}
              />
              <div className="h-16" />
            </div>
          </figure>
        ))}
        <div className="flex flex-wrap items-center gap-4">
          <span className="text-xs font-semibold tracking-wider text-subtle uppercase">
            {t(`${P}.chrome_player_menu`)}
          </span>
          <PlayerMenu player={player} wallet={SAMPLE_WALLET} />
          <PlayerMenu player={{ login: SAMPLE_PLAYERS[1] }} wallet={{}} />
        </div>
      </div>
    </Specimen>
  )
}

export function ElementsSection() {
  return (
    <div className="flex flex-col gap-12">
      <ButtonsSpecimen />
      <FormsSpecimen />
      <TabsSpecimen />
      <OverlaysSpecimen />
      <TableSpecimen />
      <CardsSpecimen />
      <BadgesSpecimen />
      <FeedbackSpecimen />
      <ChromeSpecimen />
    </div>
  )
}
