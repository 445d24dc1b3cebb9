import type { FindingsRepository } from '../infra/db/findings.repository';

/** Settings of the findings (the config's slice; tests build them directly). */
export interface FindingsSettings {
  /** How long a claimed conversation evaluation is leased to one worker. */
  evaluationLeaseMs: number;
  /** Evaluations tried before the rules decide alone (a model that keeps failing). */
  maxModelAttempts: number;
  /** Messages of a conversation the evaluator reads (the newest). */
  evaluationMessages: number;
}

/** The findings' slice of the UsecaseContext. */
export interface FindingsPorts {
  repo: FindingsRepository;
  settings: FindingsSettings;
}
