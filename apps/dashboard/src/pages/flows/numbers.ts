import { useQuery } from '@tanstack/react-query';
import { useProjectApi } from '../kit';

/** A connected number as the flows pages need it (from `GET /messaging/phone_numbers`). */
export interface NumberChoice {
  phone_number_id: string;
  business_account_id: string;
  display_phone_number?: string;
  verified_name?: string;
  name?: string;
}

/** The project's connected numbers (first 100), to pick a flow's number or the business account to sync. */
export function useNumbers() {
  const { api, p, projectId } = useProjectApi();
  return useQuery({
    queryKey: ['project', projectId, 'phone-numbers', 'choices'],
    queryFn: () => api.get<{ data: NumberChoice[] }>(p('/messaging/phone_numbers?per_page=100')),
    staleTime: 60_000,
  });
}

/** A number in words for a select: `Acme support (+1 555...) · 1234`. */
export function numberLabel(n: NumberChoice): string {
  const name = n.verified_name || n.name || 'Number';
  return `${name}${n.display_phone_number ? ` (${n.display_phone_number})` : ''} · ${n.phone_number_id}`;
}

/** The distinct business accounts of the numbers. */
export function accountsOf(numbers: NumberChoice[]): string[] {
  return [...new Set(numbers.map((n) => n.business_account_id).filter(Boolean))];
}
