import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Select,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useMe, useSignOut } from '../api/context';
import { navigationGroups, pathAfterSwitch, sectionOf, sectionsFor } from './navigation';
import { useLiveNotifications, useUnreadCount } from '../pages/notifications';
import { LAST_PROJECT_KEY, useCurrentProject } from './project';

/** Light/dark switch; Mantine keeps the choice in localStorage. */
function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="default" size="lg" onClick={() => setColorScheme(next)} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}

/**
 * The signed-in frame of every page: skip link, header (project switcher, theme, sign-out), the
 * role-aware navigation, and the page in `<main id="main">`. Not signed in → the sign-in page.
 */
export function Shell() {
  const meQuery = useMe();
  const { me, project, projectId } = useCurrentProject();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [opened, { toggle, close }] = useDisclosure(false);
  const seesNotifications = project !== undefined && project.role !== 'agent';
  useLiveNotifications(seesNotifications ? projectId : undefined);
  const unread = useUnreadCount(seesNotifications ? projectId : undefined);

  useEffect(() => {
    if (projectId) localStorage.setItem(LAST_PROJECT_KEY, projectId);
  }, [projectId]);
  useEffect(() => close(), [location.pathname, close]);

  if (meQuery.isPending)
    return (
      <Center mih="100vh">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  if (meQuery.isError)
    return (
      <Center mih="100vh" p="md">
        <Text role="alert">{meQuery.error.message}</Text>
      </Center>
    );
  if (!me) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;

  const section = location.pathname.split('/').slice(3).join('/');
  // The inbox's two panes fill the main area edge to edge (their own padding and scrolling).
  const fullBleed = section === 'conversations' || section.startsWith('conversations/');
  const switchTo = (id: string | null) => {
    const target = me.projects.find((p) => p.id === id);
    if (target && target.id !== projectId) navigate(pathAfterSwitch(section, target.id, target));
  };

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={fullBleed ? 0 : 'md'}>
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close navigation' : 'Open navigation'} />
              <Title order={2} size="h4" visibleFrom="xs">
                Dashboard
              </Title>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {me.projects.length > 0 && (
                <Select
                  aria-label="Project"
                  data={me.projects.map((p) => ({ value: p.id, label: p.name }))}
                  value={projectId ?? null}
                  onChange={switchTo}
                  allowDeselect={false}
                  w={{ base: 140, sm: 220 }}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              <ThemeToggle />
              <Button variant="default" onClick={() => void signOut().then(() => navigate('/sign-in', { replace: true }))}>
                Sign out
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Sections">
          <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
            {project &&
              navigationGroups(sectionsFor(project)).map(([group, sections]) => (
                <div key={group} role="group" aria-labelledby={`nav-${group}`}>
                  <Text id={`nav-${group}`} size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={4} px="xs">
                    {group}
                  </Text>
                  {sections.map((s) => {
                    const active = sectionOf(section)?.path === s.path;
                    return (
                      <NavLink
                        key={s.path}
                        component={Link}
                        to={`/p/${project.id}/${s.path}`}
                        label={s.label}
                        active={active}
                        variant="filled"
                        aria-current={active ? 'page' : undefined}
                        rightSection={
                          s.path === 'notifications' && unread > 0 ? (
                            <Badge size="sm" circle aria-label={`${unread} unread`}>
                              {unread}
                            </Badge>
                          ) : undefined
                        }
                      />
                    );
                  })}
                </div>
              ))}
          </ScrollArea>
          <Text size="xs" c="dimmed" mt="auto">
            {me.user.email}
            {project ? ` · ${project.role}` : ''}
          </Text>
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
