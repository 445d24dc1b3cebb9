// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * Last 7 days against the previous 28.
 */
export interface FindingMetrics {
  'recent_count'?: (number);
  'baseline_count'?: (number);
  'recent_daily_rate'?: (number | string);
  'baseline_daily_rate'?: (number | string);
  /**
   * recent / baseline daily rate; absent when the baseline is zero.
   */
  'ratio'?: (number | string);
  'recent_days'?: (number);
  'baseline_days'?: (number);
  '_ratio'?: "ratio";
}

/**
 * Last 7 days against the previous 28.
 */
export interface FindingMetrics__Output {
  'recent_count': (number);
  'baseline_count': (number);
  'recent_daily_rate': (number);
  'baseline_daily_rate': (number);
  /**
   * recent / baseline daily rate; absent when the baseline is zero.
   */
  'ratio'?: (number);
  'recent_days': (number);
  'baseline_days': (number);
  '_ratio'?: "ratio";
}
