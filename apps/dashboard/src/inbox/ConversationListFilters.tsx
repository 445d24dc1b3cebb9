import { Alert, Button, CloseButton, Collapse, Group, Pill, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { addProperty, removeProperty, type InboxView } from './filters';
import { inboxKeys, type ConversationCounts, type Member } from './inbox-api';
import { useInbox } from './inbox-context';

/** The project's members (assignee filter, names on rows), cached; empty while unknown or refused. */
export function useMembers(): Member[] {
  const { api } = useInbox();
  const q = useQuery({ queryKey: inboxKeys.members(api.scopeKey), queryFn: () => api.listMembers(), staleTime: 5 * 60_000, retry: false });
  return q.data ?? [];
}

/** The project's numbers; undefined when the mode may not read them (an agent: 403) or they failed: the filter is hidden. */
export function usePhoneNumbers() {
  const { api } = useInbox();
  const q = useQuery({ queryKey: inboxKeys.numbers(api.scopeKey), queryFn: () => api.listPhoneNumbers(), staleTime: 5 * 60_000, retry: false });
  return q.data;
}

/** A member as a person reads them: name, else address. */
export const memberLabel = (m: Member) => m.name || m.email;

/** The search box: typing updates the URL after a pause (debounced), Escape clears. */
export function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const t = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(t);
  }, [text, value, onChange]);
  return (
    <TextInput
      type="search"
      aria-label="Search conversations"
      placeholder="Search by name or number"
      value={text}
      maxLength={100}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && text) {
          setText('');
          onChange('');
        }
      }}
      style={{ flex: 1 }}
    />
  );
}

/**
 * The filters beyond status and search: assignee, unread only, number, contact properties. Collapsed
 * behind a "Filters" button (a narrow pane); what the mode cannot do is not offered.
 */
export function MoreFilters({ view, counts, onChange }: { view: InboxView; counts: ConversationCounts | undefined; onChange: (v: InboxView) => void }) {
  const { api, userId } = useInbox();
  const members = useMembers();
  const numbers = usePhoneNumbers();
  const canMe = userId !== null && api.capabilities.mode === 'member';
  const active = (view.assignee ? 1 : 0) + (view.unread ? 1 : 0) + (view.phone_number_id ? 1 : 0) + view.properties.length;
  const [open, setOpen] = useState(active > 0);
  const panelId = useId();
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const n = (x: number | null | undefined) => (typeof x === 'number' ? ` (${x})` : '');
  const assigneeData = [
    { value: 'all', label: 'Everyone' },
    ...(canMe ? [{ value: 'me', label: `Assigned to me${n(counts?.mine)}` }] : []),
    { value: 'unassigned', label: `Unassigned${n(counts?.unassigned)}` },
    ...members.filter((m) => m.user_id !== userId).map((m) => ({ value: m.user_id, label: memberLabel(m) })),
  ];
  if (view.assignee && !assigneeData.some((d) => d.value === view.assignee)) assigneeData.push({ value: view.assignee, label: 'A member' });

  const addFilter = (e: FormEvent) => {
    e.preventDefault();
    const next = addProperty(view, key, value);
    if (typeof next === 'string') {
      setRefusal(next);
      return;
    }
    setRefusal(null);
    setKey('');
    setValue('');
    onChange(next);
  };

  return (
    <div>
      <Button variant="subtle" size="compact-sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide filters' : 'More filters'}
        {active > 0 ? ` (${active} on)` : ''}
      </Button>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="xs" pt="xs">
          <Select
            label="Assignee"
            data={assigneeData}
            value={view.assignee ?? 'all'}
            allowDeselect={false}
            onChange={(v) => onChange({ ...view, assignee: !v || v === 'all' ? undefined : v })}
            comboboxProps={{ withinPortal: true }}
          />
          {numbers && numbers.length > 0 && (
            <Select
              label="Number"
              data={[
                { value: 'all', label: 'All numbers' },
                ...numbers.map((x) => ({
                  value: x.phone_number_id,
                  label: [x.verified_name, x.display_phone_number].filter(Boolean).join(' · ') || x.phone_number_id,
                })),
              ]}
              value={view.phone_number_id ?? 'all'}
              allowDeselect={false}
              onChange={(v) => onChange({ ...view, phone_number_id: !v || v === 'all' ? undefined : v })}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {api.capabilities.unread && (
            <Switch label="Unread only" checked={view.unread} onChange={(e) => onChange({ ...view, unread: e.currentTarget.checked })} />
          )}
          <form onSubmit={addFilter} aria-label="Contact property filter">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label="Property" placeholder="plan" value={key} onChange={(e) => setKey(e.currentTarget.value)} style={{ flex: 1 }} maxLength={100} />
              <TextInput label="Value" placeholder="gold" value={value} onChange={(e) => setValue(e.currentTarget.value)} style={{ flex: 1 }} maxLength={200} />
              <Button type="submit" variant="default">
                Add
              </Button>
            </Group>
          </form>
          {refusal && (
            <Alert color="red" role="alert" p="xs">
              {refusal}
            </Alert>
          )}
          {view.properties.length > 0 && (
            <Group gap={6} aria-label="Contact property filters" role="group">
              {view.properties.map((p) => (
                <Pill key={p.key} size="md">
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" span>
                      {p.key} = {p.value}
                    </Text>
                    <CloseButton
                      size="xs"
                      aria-label={`Remove the filter ${p.key} = ${p.value}`}
                      onClick={() => {
                        setRefusal(null);
                        onChange(removeProperty(view, p.key));
                      }}
                    />
                  </Group>
                </Pill>
              ))}
            </Group>
          )}
        </Stack>
      </Collapse>
    </div>
  );
}
