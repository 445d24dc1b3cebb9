import { Badge } from '@mantine/core';
import { fundingStatusColor, fundingStatusWords, runStatusColor, runStatusWords } from './billing-logic';

/** A funding status: its words on a colour. */
export function FundingBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge color={fundingStatusColor(status)} variant="filled">
      {fundingStatusWords(status)}
    </Badge>
  );
}

/** A run's or an operation's status: its words on a colour. */
export function RunBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge color={runStatusColor(status)} variant="filled">
      {runStatusWords(status)}
    </Badge>
  );
}

/** A business account's funding (spec 2.1) as the API answers it. */
export interface Funding {
  waba_id: string;
  business_portfolio_id: string | null;
  status: string;
  reason: string | null;
  message: string;
  currency: string;
  waba_currency: string | null;
  last_verified_at: string | null;
  last_checked_at: string | null;
  paid_messages: { paused: boolean; reasons: string[] };
  operation: {
    id: string;
    status: string;
    started_at: string;
    finished_at: string | null;
    error_kind: string | null;
    upstream_error_code: number | null;
  } | null;
}
