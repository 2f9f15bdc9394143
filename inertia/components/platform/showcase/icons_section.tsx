import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import {
  ArrowLeft,
  Bell,
  Copy,
  Download,
  Heart,
  Mail,
  Pencil,
  Search,
  Share2,
  Trash2,
  ChartNoAxesCombined,
  Check,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  Cloud,
  Coins,
  Cpu,
  Earth,
  FileText,
  Gamepad2,
  House,
  Info,
  Languages,
  LayoutGrid,
  LifeBuoy,
  LogIn,
  LogOut,
  Menu,
  Minus,
  Newspaper,
  OctagonAlert,
  Puzzle,
  Rocket,
  RotateCw,
  ScrollText,
  Server,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Swords,
  TriangleAlert,
  Trophy,
  UserPlus,
  UserRound,
  UsersRound,
  Wallet,
  WandSparkles,
  X,
} from 'lucide-react'
import { BrandMark } from '~/components/app/brand'
import { BrandIcon } from '~/components/app/brand_icons'
import { COMMUNITY_CHANNELS } from '~/components/app/community'
import { Specimen } from '~/components/platform/showcase/specimen'
import { useT } from '~/hooks/use_t'

/** The lucide icons the product uses, by the component name code imports. */
const ICON_GROUPS: { key: string; icons: Record<string, LucideIcon> }[] = [
  {
    key: 'navigation',
    icons: {
      Server,
      ShoppingBag,
      Newspaper,
      Puzzle,
      Trophy,
      ChartNoAxesCombined,
      ScrollText,
      UsersRound,
      Rocket,
      House,
      Gamepad2,
      LayoutGrid,
      Settings,
    },
  },
  {
    key: 'account',
    icons: { LogIn, UserPlus, UserRound, LogOut, Wallet, Coins, ShieldCheck, FileText, LifeBuoy },
  },
  {
    key: 'actions',
    icons: { Search, Mail, Pencil, Copy, Share2, Download, Trash2, Heart, Bell },
  },
  {
    key: 'interface',
    icons: { Menu, X, ChevronDown, Check, Minus, ArrowLeft, RotateCw, Languages, Earth, Sparkles },
  },
  { key: 'status', icons: { Info, CircleCheck, TriangleAlert, OctagonAlert, CircleAlert } },
  { key: 'servers', icons: { Swords, Cpu, Cloud, WandSparkles } },
]

const SIZES = [16, 20, 24, 32, 48]

function IconTile({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li className="group flex flex-col items-center gap-2.5 rounded-2xl border border-border bg-background-deep/50 px-1.5 py-3.5 transition-colors hover:border-accent1/50 hover:bg-accent1/8">
      <span className="grid size-10 place-items-center rounded-xl bg-white/5 text-text transition-colors group-hover:text-accent2-text">
        {children}
      </span>
      <code className="max-w-full text-center text-[0.6875rem] leading-4 [overflow-wrap:anywhere] text-muted">
        {name}
      </code>
    </li>
  )
}

export function IconsSection() {
  const t = useT()
  return (
    <div className="flex flex-col gap-12">
      {ICON_GROUPS.map((group) => (
        <Specimen
          key={group.key}
          id={`icons-${group.key}`}
          title={t(`platform.showcases.icon_groups.${group.key}`)}
        >
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.25rem,1fr))] gap-2 sm:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] sm:gap-3">
            {Object.entries(group.icons).map(([name, Icon]) => (
              <IconTile key={name} name={name}>
                <Icon aria-hidden="true" className="size-6" />
              </IconTile>
            ))}
          </ul>
        </Specimen>
      ))}

      <Specimen
        id="icons-brands"
        title={t('platform.showcases.icon_groups.brands')}
        description={t('platform.showcases.icons_brands_text')}
      >
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.25rem,1fr))] gap-2 sm:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] sm:gap-3">
          {COMMUNITY_CHANNELS.map((channel) => (
            <IconTile key={channel.id} name={channel.id}>
              <BrandIcon name={channel.id} className="size-6" style={{ color: channel.color }} />
            </IconTile>
          ))}
          <IconTile name="BrandMark">
            <BrandMark className="size-8" />
          </IconTile>
        </ul>
      </Specimen>

      <Specimen
        id="icons-sizes"
        title={t('platform.showcases.icon_sizes')}
        description={t('platform.showcases.icon_sizes_text')}
      >
        <ul className="flex flex-wrap items-end gap-6">
          {SIZES.map((size) => (
            <li key={size} className="flex flex-col items-center gap-3">
              <span className="grid place-items-center rounded-xl bg-white/5 p-3 text-accent1-text">
                <Sparkles aria-hidden="true" style={{ width: size, height: size }} />
              </span>
              <span className="text-xs text-muted tabular-nums">
                {t('platform.showcases.pixels', { size })}
              </span>
            </li>
          ))}
        </ul>
      </Specimen>
    </div>
  )
}
