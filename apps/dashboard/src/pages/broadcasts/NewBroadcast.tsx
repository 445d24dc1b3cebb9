import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { Page, useProjectApi } from '../kit';
import { BroadcastForm, type BroadcastFields } from './BroadcastForm';
import { useBroadcastWrite } from './hooks';
import type { Broadcast } from './types';
import './broadcasts.css';

/** A new draft broadcast: number → approved template → default values with a preview; recipients are added on its page. */
export function NewBroadcast() {
  const { api, p, projectId, can } = useProjectApi();
  const navigate = useNavigate();
  const create = useBroadcastWrite<BroadcastFields, { data: Broadcast }>(null, (fields, key) =>
    api.request('POST', p('/messaging/broadcasts'), { broadcast: { ...fields, agent: fields.agent ?? undefined } }, { 'idempotency-key': key }),
  );
  if (!can('messaging', 'write')) {
    return (
      <Page title="New broadcast">
        <Text>Your role can read broadcasts but not create them.</Text>
      </Page>
    );
  }
  return (
    <Page
      title="New broadcast"
      description={
        <>
          A draft: add its recipients (from a CSV file) on the next page, then send or schedule it.{' '}
          <Anchor component={Link} to={`/p/${projectId}/broadcasts`} size="sm" underline="always">
            All broadcasts
          </Anchor>
        </>
      }
    >
      <BroadcastForm
        submitLabel="Create the draft"
        pending={create.isPending}
        error={create.error}
        onSubmit={(fields) => create.mutate(fields, { onSuccess: (r) => navigate(`/p/${projectId}/broadcasts/${r.data.id}`) })}
      />
    </Page>
  );
}
