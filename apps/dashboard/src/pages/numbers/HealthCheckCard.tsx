import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX, IconStethoscope } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert, Loading, relativeTime, useProjectApi, when } from '../kit';
import { CHECK_NAMES, HEALTH_CHECKS, checkResult, detailLines, healthWords, type Health } from './numbers';

/**
 * A number's health check (`GET .../health`, cached 3 minutes upstream of the page; 5 per second and 60
 * per minute per project): the overall result and each check with its result in words.
 */
export function HealthCheckCard({ phoneNumberId }: { phoneNumberId: string }) {
  const { api, p, projectId } = useProjectApi();
  const health = useQuery({
    queryKey: ['project', projectId, 'numbers', phoneNumberId, 'health'],
    queryFn: () => api.get<Health>(p(`/messaging/phone_numbers/${encodeURIComponent(phoneNumberId)}/health`)),
    enabled: false,
    retry: false,
  });
  const h = health.data;
  const overall = h ? healthWords(h.status) : null;
  return (
    <Card withBorder component="section" aria-labelledby="health-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="health-title">
            Health check
          </Title>
          <Button size="xs" leftSection={<IconStethoscope size={14} aria-hidden="true" />} onClick={() => void health.refetch()} loading={health.isFetching}>
            {h ? 'Check again' : 'Run a health check'}
          </Button>
        </Group>
        {!h && !health.isFetching && !health.error && (
          <Text size="sm" c="dimmed">
            Asks the upstream about the number’s access, token, messaging health, webhook subscription and connection. A result is kept 3 minutes.
          </Text>
        )}
        {health.isFetching && !h && <Loading label="Checking the number's health" />}
        <ErrorAlert error={health.error} title="The health check did not run" />
        {h && overall && (
          <Stack gap="xs" data-testid="health-result">
            <Group gap="xs">
              <Badge color={overall.colour} variant="dot" size="lg">
                {h.status}
              </Badge>
              <Text size="sm">{overall.words}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              Checked {when(h.timestamp)} ({relativeTime(h.timestamp)}){h.error ? ` — ${h.error}` : ''}
            </Text>
            {h.checks && (
              <ul className="health-checks" aria-label="Checks">
                {HEALTH_CHECKS.map((name) => {
                  const c = h.checks?.[name];
                  const r = checkResult(c);
                  const details = detailLines(c?.details);
                  return (
                    <li key={name} data-check={name} data-passed={String(c?.passed ?? null)}>
                      <span>
                        {c?.passed === true ? (
                          <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden="true" />
                        ) : c?.passed === false ? (
                          <IconCircleX size={20} color="var(--mantine-color-red-7)" aria-hidden="true" />
                        ) : (
                          <IconCircleDashed size={20} color="var(--mantine-color-dimmed)" aria-hidden="true" />
                        )}
                      </span>
                      <div>
                        <Text size="sm" fw={500}>
                          {CHECK_NAMES[name]}: {r.words}
                        </Text>
                        {details.length > 0 && (
                          <Text size="xs" c="dimmed">
                            {details.join(' · ')}
                          </Text>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
