// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * One piece of evidence a report cites.
 */
export interface FindingReportEvidence {
  /**
   * As the investigator's tools gave it: event:<id>, message:<id>, metrics:<finding id>.
   */
  'id'?: (string);
  /**
   * event, message or metrics.
   */
  'kind'?: (string);
  /**
   * Indexes (0-based) into causes of the causes citing it.
   */
  'causes'?: (number)[];
}

/**
 * One piece of evidence a report cites.
 */
export interface FindingReportEvidence__Output {
  /**
   * As the investigator's tools gave it: event:<id>, message:<id>, metrics:<finding id>.
   */
  'id': (string);
  /**
   * event, message or metrics.
   */
  'kind': (string);
  /**
   * Indexes (0-based) into causes of the causes citing it.
   */
  'causes': (number)[];
}
