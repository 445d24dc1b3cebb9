/** What every page of a section is built from (decision 0025): the project's API, lists as the API pages them, and the common components. */
export { newIdempotencyKey, queryString, useProjectApi } from './project-api';
export { useCursorList, usePageList, type CursorList, type PageList } from './lists';
export { ConfirmButton, CursorPager, DataTable, ErrorAlert, Fields, Loading, Page, PagePager, QueryView, SecretOnce } from './components';
export { when, money, durationMs, relativeTime } from './format';
export { JsonBlock } from './JsonBlock';
