import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../../api/types';
import { ConfirmButton, DataTable, ErrorAlert, Page, PagePager, QueryView, newIdempotencyKey, usePageList, useProjectApi, when } from '../../kit';
import { ROLE_WORDS, assignableRoles, canManage, memberStatusWords } from './roles';

interface Member {
  id: string;
  user_id: string;
  email: string;
  name: string | null;
  role: Role;
  status: 'invited' | 'active';
  invitation_expires_at: string | null;
  accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The Users and roles section's pages (`/p/{project_id}/settings/users/...`). */
export default function UsersRoutes() {
  return (
    <Routes>
      <Route index element={<UsersPage />} />
    </Routes>
  );
}

/** `/settings/users`: the project's people (page style), inviting by mail, changing a role, removing. */
function UsersPage() {
  const { project, can } = useProjectApi();
  const writes = can('users', 'write');
  const list = usePageList<Member>(['users'], '/users');
  const offered = assignableRoles(project.role, writes);
  return (
    <Page title="Users and roles" description="The project's people and what their role lets them do. Invitations are mailed; the link works once, for 7 days.">
      {writes && <InviteForm roles={offered} />}
      <QueryView query={list} label="Loading the people">
        {({ data }) => (
          <DataTable
            label="People of the project"
            head={['Person', 'Role', 'Status', 'Joined', 'Changed', 'Actions']}
            minWidth={860}
            rows={data.map((m) => [
              <Stack key="p" gap={0}>
                <Text size="sm" fw={500}>
                  {m.name ?? m.email}
                  {m.id === project.membership_id ? ' (you)' : ''}
                </Text>
                {m.name && (
                  <Text size="xs" c="dimmed">
                    {m.email}
                  </Text>
                )}
              </Stack>,
              <RoleCell key="r" member={m} roles={offered} manage={canManage(project.role, m.role, writes)} />,
              <Stack key="s" gap={0}>
                <Badge variant="filled" color={m.status === 'active' ? 'teal.9' : 'indigo.9'}>
                  {memberStatusWords(m.status, m.invitation_expires_at)}
                </Badge>
                {m.status === 'invited' && m.invitation_expires_at && (
                  <Text size="xs" c="dimmed">
                    Link works until {when(m.invitation_expires_at)}
                  </Text>
                )}
              </Stack>,
              m.accepted_at ? when(m.accepted_at) : `Invited ${when(m.created_at)}`,
              when(m.updated_at),
              <MemberActions key="a" member={m} manage={canManage(project.role, m.role, writes)} />,
            ])}
            empty="Nobody is in this project yet."
          />
        )}
      </QueryView>
      <PagePager meta={list.data?.meta} onPage={list.setPage} label="the people" />
    </Page>
  );
}

function InviteForm({ roles }: { roles: Role[] }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role | null>('developer');
  const [sent, setSent] = useState<string | null>(null);
  const idem = useRef<{ body: string; key: string } | null>(null);
  const invite = useMutation({
    mutationFn: () => {
      const body = { user: { email: email.trim(), role: role as Role, ...(name.trim() ? { name: name.trim() } : {}) } };
      const text = JSON.stringify(body);
      if (!idem.current || idem.current.body !== text) idem.current = { body: text, key: newIdempotencyKey() };
      return api.request<{ data: Member }>('POST', p('/users'), body, { 'idempotency-key': idem.current.key });
    },
    onSuccess: (d) => {
      idem.current = null;
      setSent(`An invitation was mailed to ${d.data.email} as ${d.data.role}.`);
      setEmail('');
      setName('');
      void qc.invalidateQueries({ queryKey: ['project', projectId, 'users'] });
    },
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invite-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSent(null);
          invite.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-title">
            Invite a colleague
          </Title>
          <Group align="flex-end" gap="xs" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput label="Email" type="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.currentTarget.value)} miw={200} />
            <TextInput label="Name (optional)" maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} miw={160} />
            <Select
              label="Role"
              required
              allowDeselect={false}
              data={roles.map((r) => ({ value: r, label: ROLE_WORDS[r] }))}
              value={role}
              onChange={(v) => setRole(v as Role | null)}
              miw={200}
            />
          </Group>
          <Group>
            <Button type="submit" loading={invite.isPending} disabled={!email.trim() || !role}>
              Send invitation
            </Button>
          </Group>
          {sent && (
            <Text role="status" c="teal.9" size="sm">
              {sent}
            </Text>
          )}
          <ErrorAlert error={invite.error} title="The invitation was not sent" />
        </Stack>
      </form>
    </Paper>
  );
}

function RoleCell({ member, roles, manage }: { member: Member; roles: Role[]; manage: boolean }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const change = useMutation({
    mutationFn: (role: Role) => api.request<{ data: Member }>('PATCH', p(`/users/${member.id}`), { user: { role } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['project', projectId, 'users'] }),
  });
  if (!manage) return <Text size="sm">{member.role}</Text>;
  return (
    <Stack gap={4}>
      <Select
        aria-label={`Role of ${member.email}`}
        size="xs"
        allowDeselect={false}
        data={roles.map((r) => ({ value: r, label: r }))}
        value={member.role}
        onChange={(v) => v && v !== member.role && change.mutate(v as Role)}
        disabled={change.isPending}
        w={130}
      />
      <ErrorAlert error={change.error} />
    </Stack>
  );
}

function MemberActions({ member, manage }: { member: Member; manage: boolean }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['project', projectId, 'users'] });
  const remove = useMutation({ mutationFn: () => api.delete<{ data: Member }>(p(`/users/${member.id}`)), onSettled: refresh });
  const resend = useMutation({
    mutationFn: () =>
      api.request<{ data: Member }>('POST', p('/users'), { user: { email: member.email, role: member.role } }, { 'idempotency-key': newIdempotencyKey() }),
    onSettled: refresh,
  });
  if (!manage)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const invited = member.status === 'invited';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        {invited && (
          <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
            Mail a new link
          </Button>
        )}
        <ConfirmButton
          size="xs"
          label={invited ? 'Withdraw invitation' : 'Remove'}
          title={invited ? `Withdraw the invitation of ${member.email}?` : `Remove ${member.email} from the project?`}
          message={invited ? 'The mailed link stops working.' : 'They lose access to this project at once; their other projects are not touched.'}
          onConfirm={() => remove.mutateAsync().catch(() => undefined)}
        />
      </Group>
      {resend.isSuccess && (
        <Text size="xs" role="status">
          A new link was mailed.
        </Text>
      )}
      <ErrorAlert error={remove.error ?? resend.error} />
    </Stack>
  );
}
