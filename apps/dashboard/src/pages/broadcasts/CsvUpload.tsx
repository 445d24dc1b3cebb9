import { Alert, Button, FileButton, Group, Paper, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { DataTable, newIdempotencyKey, useProjectApi } from '../kit';
import { templateParameters } from '../../inbox/conversation/template-message';
import {
  MAX_BATCH,
  batches,
  buildRecipients,
  guessMapping,
  readCsv,
  refusalRows,
  valuesFromComponents,
  type ColumnMapping,
  type CsvTable,
  type RowError,
} from './csv';
import { keys } from './hooks';
import { TemplatePreview } from './TemplatePreview';
import { asTemplate, type AddRecipientsResult, type Broadcast } from './types';

interface Upload {
  /** Requests done, of `total`. */
  done: number;
  total: number;
  sentRows: number;
  added: number;
  duplicates: number;
  refusals: RowError[];
  error: string | null;
  finished: boolean;
}

const NONE = '-';

/**
 * Recipients from a CSV file: a header row, the phone column and a column per template variable
 * (guessed from the header names, changeable). Every row is checked in the browser first (invalid
 * number, missing parameter, duplicate), the good ones are sent in requests of at most 1,000 with
 * progress, and the API's own refusals are shown on the rows they came from.
 */
export function CsvUpload({ broadcast: b }: { broadcast: Broadcast }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const template = useMemo(() => (b.template ? asTemplate(b.template) : null), [b.template]);
  const params = useMemo(() => (template ? templateParameters(template) : []), [template]);
  const defaults = useMemo(() => (template ? valuesFromComponents(template, b.template_parameters ?? []) : {}), [template, b.template_parameters]);
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<CsvTable | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({ phone: null, params: {} });
  const [upload, setUpload] = useState<Upload | null>(null);
  const [running, setRunning] = useState(false);
  /** One idempotency key per request of this file's recipients (kept when a failed upload is retried). */
  const requestKeys = useRef<string[]>([]);

  const checked = useMemo(() => (table && template ? buildRecipients(table, mapping, template, defaults) : null), [table, mapping, template, defaults]);
  const requests = useMemo(() => {
    const list = batches(checked?.recipients ?? [], MAX_BATCH);
    requestKeys.current = list.map(() => newIdempotencyKey());
    return list;
  }, [checked]);

  if (!template) return null;

  const choose = async (f: File | null) => {
    setFile(f);
    setUpload(null);
    setTable(null);
    setProblem(null);
    if (!f) return;
    const read = readCsv(await f.text());
    if ('problem' in read) return setProblem(read.problem);
    setTable(read);
    setMapping(guessMapping(read.headers, params));
  };

  const start = async () => {
    if (!checked || !requests.length || running) return;
    setRunning(true);
    const from = upload && !upload.finished && upload.error ? upload.done : 0;
    let state: Upload =
      from > 0 && upload
        ? { ...upload, error: null }
        : { done: 0, total: requests.length, sentRows: 0, added: 0, duplicates: 0, refusals: [], error: null, finished: false };
    setUpload(state);
    for (let i = from; i < requests.length; i++) {
      const batch = requests[i];
      try {
        const r = await api.request<{ data: AddRecipientsResult }>(
          'POST',
          p(`/messaging/broadcasts/${encodeURIComponent(b.id)}/recipients`),
          { broadcast: { recipients: batch.map((x) => ({ phone_number: x.phone_number, components: x.components })) } },
          { 'idempotency-key': requestKeys.current[i] },
        );
        state = {
          ...state,
          done: i + 1,
          sentRows: state.sentRows + batch.length,
          added: state.added + r.data.added,
          duplicates: state.duplicates + r.data.duplicates,
          refusals: [...state.refusals, ...refusalRows(r.data.errors, batch)],
        };
        setUpload(state);
      } catch (err) {
        state = { ...state, error: err instanceof Error ? err.message : String(err) };
        setUpload(state);
        break;
      }
    }
    if (!state.error) setUpload({ ...state, finished: true });
    setRunning(false);
    await qc.invalidateQueries({ queryKey: ['project', projectId, ...keys.list] });
  };

  const columnOptions = (table?.headers ?? []).map((h, i) => ({ value: String(i), label: h || `Column ${i + 1}` }));
  const refusedRows = [
    ...(checked?.errors ?? []).map((e) => ({ ...e, by: 'Checked before sending' })),
    ...(upload?.refusals ?? []).map((e) => ({ ...e, by: 'Refused by the platform' })),
  ];
  const firstGood = checked?.recipients[0];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bc-csv">
      <Stack gap="sm">
        <Text id="bc-csv" fw={600}>
          Add recipients from a CSV file
        </Text>
        <Text size="sm" c="dimmed">
          A header row, then one recipient a row: a phone number (with its country code) and a column for each variable of the template
          {params.length ? ` (${params.map((x) => x.label).join(', ')})` : ''}. An empty cell takes the broadcast&apos;s default value.
        </Text>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={(f) => void choose(f)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileTypeCsv size={16} aria-hidden="true" />}>
                {file ? 'Choose another CSV file' : 'Choose a CSV file'}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)` : 'No file chosen'}
          </Text>
        </Group>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {table && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <Select
                label="Phone number column"
                placeholder="Choose a column"
                value={mapping.phone === null ? null : String(mapping.phone)}
                onChange={(v) => setMapping((m) => ({ ...m, phone: v === null ? null : Number(v) }))}
                data={columnOptions}
              />
              {params.map((param) => (
                <Select
                  key={param.key}
                  label={`Column for ${param.label}`}
                  value={mapping.params[param.key] === null || mapping.params[param.key] === undefined ? NONE : String(mapping.params[param.key])}
                  onChange={(v) => setMapping((m) => ({ ...m, params: { ...m.params, [param.key]: v === null || v === NONE ? null : Number(v) } }))}
                  data={[{ value: NONE, label: defaults[param.key] ? `None: the default “${defaults[param.key]}”` : 'None' }, ...columnOptions]}
                  allowDeselect={false}
                />
              ))}
            </SimpleGrid>
            <Text size="sm" role="status">
              {table.rows.length} row{table.rows.length === 1 ? '' : 's'} in the file: {checked?.recipients.length ?? 0} ready
              {checked?.errors.length ? `, ${checked.errors.length} with errors (not sent)` : ''}.
              {requests.length > 1 ? ` Sent in ${requests.length} requests of at most ${MAX_BATCH}.` : ''}
            </Text>
            {firstGood && (
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  Row {firstGood.row} ({firstGood.phone_number}) receives:
                </Text>
                <TemplatePreview template={template} values={valuesFromComponents(template, firstGood.components)} label={`Preview for row ${firstGood.row}`} />
              </Stack>
            )}
          </>
        )}
        {refusedRows.length > 0 && (
          <DataTable
            label="Rows not added"
            minWidth={520}
            empty=""
            head={['Row', 'Problem', 'Found']}
            rows={refusedRows.map((e) => [e.row === null ? '—' : `Row ${e.row}`, e.message, e.by])}
          />
        )}
        {upload && (
          <Stack gap={4}>
            <Progress value={upload.total ? (upload.done / upload.total) * 100 : 0} aria-label="Recipients uploaded" animated={running} />
            <Text size="sm" role="status">
              {upload.finished
                ? `Done: ${upload.added} added${upload.duplicates ? `, ${upload.duplicates} already in the broadcast (duplicates)` : ''}${upload.refusals.length ? `, ${upload.refusals.length} refused by the platform` : ''}.`
                : `Sent ${upload.sentRows} of ${checked?.recipients.length ?? 0} recipients (${upload.done} of ${upload.total} requests); ${upload.added} added so far.`}
            </Text>
          </Stack>
        )}
        {upload?.error && (
          <Alert color="red" role="alert" title="The upload stopped">
            {upload.error} The requests already sent are kept; retrying sends the rest (a request sent twice is answered once).
          </Alert>
        )}
        {table && (
          <Group>
            <Button
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              onClick={() => void start()}
              loading={running}
              disabled={!checked?.recipients.length || Boolean(upload?.finished)}
            >
              {upload?.error ? 'Retry the upload' : `Add ${checked?.recipients.length ?? 0} recipient${checked?.recipients.length === 1 ? '' : 's'}`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
