import { Paper, Stack, Text } from '@mantine/core';
import type { Template } from '../../inbox/inbox-api';
import { fillText, templateText } from '../../inbox/conversation/template-message';

type Obj = Record<string, unknown>;

/** A template as a recipient sees it, its variables filled with `values` (empty ones stay as `{{1}}`). */
export function TemplatePreview({
  template,
  values,
  label = 'Preview of the message',
}: {
  template: Template;
  values: Record<string, string>;
  label?: string;
}) {
  const header = templateText(template, 'HEADER');
  const body = templateText(template, 'BODY');
  const footer = templateText(template, 'FOOTER');
  const headerComponent = template.components.find((c) => String(c.type).toUpperCase() === 'HEADER') as Obj | undefined;
  const mediaFormat = headerComponent && !header ? String(headerComponent.format ?? '').toLowerCase() : '';
  const buttons = ((template.components.find((c) => String(c.type).toUpperCase() === 'BUTTONS') as Obj | undefined)?.buttons ?? []) as Obj[];
  return (
    <Paper withBorder p="sm" role="group" aria-label={label} className="bc-preview">
      <Stack gap={4}>
        {mediaFormat && (
          <Text size="xs" c="dimmed">
            {values['header:media'] ? `Header ${mediaFormat}: ${values['header:media']}` : `Header ${mediaFormat} (a link per recipient)`}
          </Text>
        )}
        {header && (
          <Text size="sm" fw={600}>
            {fillText(header, values, 'header')}
          </Text>
        )}
        {body && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {fillText(body, values, 'body')}
          </Text>
        )}
        {footer && (
          <Text size="xs" c="dimmed">
            {footer}
          </Text>
        )}
        {buttons.length > 0 && (
          <Text size="xs" c="dimmed">
            Buttons: {buttons.map((b) => String(b.text ?? b.type)).join(' · ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
