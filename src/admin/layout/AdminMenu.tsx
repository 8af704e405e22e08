import { List, ListSubheader } from '@mui/material';
import { Menu, useBasename, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { User } from '@/api';
import { useAdminSettings } from '../AdminContext';
import { AnalyticsMenuItem } from '../analytics';
import { menuSections } from './menuModel';

/** Dashboard, then one section per menu group, built from the declarations (spec: Admin side menu). */
export function AdminMenu() {
  const { resources } = useAdminSettings();
  const translate = useTranslate();
  const basename = useBasename();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<User | null>();
  const sections = menuSections(resources, permissions);
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('menu.dashboard')} />
      <AnalyticsMenuItem />
      {sections.map(({ group, items }) => (
        <List
          key={group}
          dense
          disablePadding
          aria-label={translate(`menu.groups.${group}`)}
          subheader={
            open ? (
              <ListSubheader disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent', textTransform: 'uppercase', fontSize: '0.7rem', letterSpacing: 1 }}>
                {translate(`menu.groups.${group}`)}
              </ListSubheader>
            ) : undefined
          }
        >
          {items.map((r) => {
            const Icon = r.icon;
            return <Menu.Item key={r.name} to={`${basename}/${r.name}`} primaryText={translate(r.options.label)} leftIcon={Icon ? <Icon /> : undefined} />;
          })}
        </List>
      ))}
    </Menu>
  );
}
