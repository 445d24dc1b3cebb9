import { Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX } from '@tabler/icons-react';
import type { PhoneNumber } from '../numbers/numbers';
import { onboardingSteps, type SetupLink, type StepState } from './onboarding';

const STATE_WORDS: Record<StepState, string> = { done: 'done', current: 'in progress', failed: 'did not happen', todo: 'not yet' };

/** A customer's onboarding as steps (its newest link and its numbers), each with its state in words. */
export function OnboardingProgress({ link, numbers }: { link: SetupLink | undefined; numbers: PhoneNumber[] }) {
  const steps = onboardingSteps(link, numbers);
  return (
    <ol className="onboarding-steps" aria-label="Onboarding steps">
      {steps.map((s) => (
        <li key={s.key} data-state={s.state} data-step={s.key}>
          <span className="onboarding-step-icon">
            {s.state === 'done' ? (
              <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden="true" />
            ) : s.state === 'failed' ? (
              <IconCircleX size={20} color="var(--mantine-color-red-7)" aria-hidden="true" />
            ) : s.state === 'current' ? (
              <Loader size={16} aria-hidden="true" />
            ) : (
              <IconCircleDashed size={20} color="var(--mantine-color-dimmed)" aria-hidden="true" />
            )}
          </span>
          <div>
            <Text size="sm" fw={s.state === 'current' ? 700 : 500}>
              {s.label} <span className="onboarding-step-state">({STATE_WORDS[s.state]})</span>
            </Text>
            {s.detail && (
              <Text size="xs" c="dimmed">
                {s.detail}
              </Text>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
