import { Badge, Box, List, Stack, Text, Title } from '@mantine/core';
import { Background, Controls, Handle, MarkerType, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { layoutGraph, nodeTypeWords, stepsInOrder, type Definition, type ExecutionPath } from './graph';
import './workflows.css';

type StepNodeData = { nodeType: string; name: string; visited: boolean; current: boolean; highlight: boolean };

/** A node of the drawing: its type and name, and whether the execution passed it (in words too). */
function StepNode({ data }: NodeProps<Node<StepNodeData>>) {
  const cls = ['wf-node', data.highlight && data.visited ? 'wf-node-visited' : '', data.current ? 'wf-node-current' : ''].filter(Boolean).join(' ');
  return (
    <div className={cls}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="wf-node-type">{nodeTypeWords(data.nodeType)}</div>
      <div className="wf-node-name">{data.name}</div>
      {data.highlight && (data.current || data.visited) && <div className="wf-node-mark">{data.current ? 'Current step' : 'Passed'}</div>}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

const nodeTypes = { step: StepNode };

/**
 * A workflow's graph drawn read-only (`@xyflow/react`, laid out by dagre): each node with its type and
 * name, edges with their labels; with `path`, the nodes the execution passed and the edges it took are
 * highlighted. Nodes are focusable with a name; the ordered list below is the text equivalent.
 */
export function WorkflowGraph({ definition, path, label }: { definition: Definition; path?: ExecutionPath; label: string }) {
  const highlight = Boolean(path);
  const { nodes, edges } = useMemo(() => {
    const g = layoutGraph(definition, path);
    const nodes: Node<StepNodeData>[] = g.nodes.map((n, i) => ({
      id: n.id,
      type: 'step',
      position: { x: n.x, y: n.y },
      data: { nodeType: n.nodeType, name: n.name, visited: n.visited, current: n.current, highlight },
      draggable: false,
      connectable: false,
      selectable: false,
      focusable: true,
      ariaLabel: `Step ${i + 1}: ${nodeTypeWords(n.nodeType)}, ${n.name}${highlight ? (n.current ? ', the current step' : n.visited ? ', passed' : ', not reached') : ''}`,
    }));
    const names = new Map(g.nodes.map((n) => [n.id, n.name]));
    const edges: Edge[] = g.edges.map((e) => ({
      id: e.id,
      ariaLabel: `${names.get(e.source)} to ${names.get(e.target)}: ${e.label}${highlight && e.taken ? ', taken' : ''}`,
      source: e.source,
      target: e.target,
      label: e.label,
      focusable: false,
      selectable: false,
      className: highlight && e.taken ? 'wf-edge-taken' : undefined,
      animated: false,
      markerEnd: { type: MarkerType.ArrowClosed },
      labelBgPadding: [4, 2] as [number, number],
      labelBgBorderRadius: 4,
    }));
    return { nodes, edges };
  }, [definition, path, highlight]);

  if (definition.nodes.length === 0) return <Text c="dimmed">This workflow has no steps yet.</Text>;
  return (
    <Box className="wf-graph" role="region" aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        nodesFocusable
        fitView
        fitViewOptions={{ padding: 0.15 }}
        minZoom={0.2}
        maxZoom={1.5}
        panOnScroll={false}
        zoomOnScroll={false}
        preventScrolling={false}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} aria-label="Zoom and fit the graph" />
      </ReactFlow>
    </Box>
  );
}

/** The graph as an ordered list of steps with where each edge leads (the drawing's text equivalent). */
export function StepsList({ definition, title = 'Steps' }: { definition: Definition; title?: string }) {
  const steps = useMemo(() => stepsInOrder(definition), [definition]);
  if (steps.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <List type="ordered" spacing={4} size="sm" aria-label="Steps of the workflow">
        {steps.map((s) => (
          <List.Item key={s.id}>
            <Text span fw={600} size="sm">
              {nodeTypeWords(s.nodeType)}
            </Text>{' '}
            <Text span size="sm" ff="monospace">
              {s.name}
            </Text>
            {s.next.length === 0 ? (
              <Text span size="sm" c="dimmed">
                {' '}
                — ends here
              </Text>
            ) : (
              s.next.map((n) => (
                <Text span size="sm" key={`${n.label}-${n.target}`}>
                  {' '}
                  <Badge size="xs" variant="light" color="gray">
                    {n.label}
                  </Badge>{' '}
                  → {n.targetName}
                </Text>
              ))
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
