import { Anchor, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DataTable, Page, PagePager, QueryView, useProjectApi, usePageList, when } from '../kit';
import type { FunctionRecord } from './function-logic';
import { FunctionStatusBadge } from './FunctionStatusBadge';

/** The project's functions, most recent first (page style). */
export function FunctionsListPage() {
  const { can, projectId } = useProjectApi();
  const list = usePageList<FunctionRecord>(['functions'], '/functions');
  return (
    <Page
      title="Functions"
      description="Code that runs on the edge runtime: a flow's data endpoint, a workflow's step, or called by the API."
      actions={
        can('messaging', 'write') && (
          <Button component={Link} to={`/p/${projectId}/functions/new`} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            New function
          </Button>
        )
      }
    >
      <QueryView query={list} label="Loading functions">
        {(data) => (
          <>
            <DataTable
              label="Functions"
              empty="No function yet. Create one to run code on the edge runtime."
              head={['Name', 'Status', 'Version', 'Last deployed', 'Time limit', 'Secrets', 'Updated']}
              rows={data.data.map((f) => [
                <Anchor key="n" component={Link} to={`/p/${projectId}/functions/${f.id}`}>
                  {f.name}
                </Anchor>,
                <FunctionStatusBadge key="s" status={f.status} />,
                `v${f.version}`,
                f.last_deployed_at ? when(f.last_deployed_at) : 'Never',
                `${f.timeout_ms} ms`,
                <Text key="sec" size="sm">
                  {f.secret_names.length}
                </Text>,
                when(f.updated_at),
              ])}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="functions" />
          </>
        )}
      </QueryView>
    </Page>
  );
}
