import CampaignIcon from '@mui/icons-material/Campaign';
import type { MassNotification } from '@/api';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const MassNotificationCreate = lazyScreen(() => import('./MassNotificationScreens'), 'MassNotificationCreate');
const MassNotificationEdit = lazyScreen(() => import('./MassNotificationScreens'), 'MassNotificationEdit');
const MassNotificationList = lazyScreen(() => import('./MassNotificationList'), 'MassNotificationList');

/** One language's text, as the form edits it. */
export type Translation = { locale: string; title: string; body: string };

/** Staff's mass notifications (/admin/notifications over /api/admin/mass-notifications). */
export const notifications = defineAdminResource({
  name: 'notifications',
  apiPath: '/admin/mass-notifications',
  model: 'massnotification',
  list: MassNotificationList,
  edit: MassNotificationEdit,
  create: MassNotificationCreate,
  icon: CampaignIcon,
  recordRepresentation: 'title',
  options: { label: 'menu.notifications', menu: 'userManagement', order: 40 },
  searchSlug: 'massnotifications',
  // The form edits the per-language texts as a list and the schedule as "draft / now / later".
  fromApi: (record) => {
    const r = record as unknown as MassNotification;
    return {
      ...record,
      translation_list: Object.entries(r.translations ?? {}).map(([locale, v]) => ({ locale, ...v })),
      send: r.status === 'scheduled' ? 'later' : 'draft',
    };
  },
  toApi: (data) => {
    const list = (data.translation_list ?? []) as Translation[];
    const sendAt = data.send === 'later' && data.send_at ? new Date(String(data.send_at)).toISOString() : null;
    return {
      title: data.title,
      body: data.body ?? '',
      link: data.link || null,
      translations: Object.fromEntries(list.filter((t) => t?.locale).map((t) => [t.locale, { title: t.title, body: t.body ?? '' }])),
      audience: data.audience,
      channels: data.channels,
      send: data.send ?? 'draft',
      send_at: sendAt,
    };
  },
});
