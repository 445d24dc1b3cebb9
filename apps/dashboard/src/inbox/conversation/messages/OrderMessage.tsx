import { IconShoppingCart } from '@tabler/icons-react';
import { inline } from '../icons';
import { Table, Text } from '@mantine/core';
import type { MessageDescription } from './describe';

/** An order from the catalog: items, quantities, prices, total. */
export function OrderMessage({ d }: { d: Extract<MessageDescription, { kind: 'order' }> }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        <IconShoppingCart {...inline} />
        Order
      </Text>
      {d.text && <Text size="sm">{d.text}</Text>}
      <Table fz="sm" withRowBorders={false} verticalSpacing={2} horizontalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.items.map((i, n) => (
            <Table.Tr key={n}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.product}</Table.Td>
              <Table.Td>{i.quantity ?? '?'}</Table.Td>
              <Table.Td>{i.price !== null ? `${i.price} ${i.currency ?? ''}` : '?'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {d.total && <Text size="sm">Total {d.total}</Text>}
    </div>
  );
}
