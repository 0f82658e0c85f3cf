import type { ChartEdge, ChartGraph, ChartNode } from './graph';

/**
 * A chart as Mermaid `stateDiagram-v2` text, for reviews and CI artifacts: compound states as
 * nested `state … { }` blocks (regions of a parallel state separated by `--`), `[*] -->` the
 * initial state, final states `--> [*]`, one labelled `-->` line per transition (a transition
 * into several regions goes through a `<<fork>>`), invoked actors as notes.
 *
 * Mermaid ids cannot hold dots or spaces: each state gets a safe id (`serviceWizard_editing_idle`)
 * and keeps its key as the shown name. A transition is written inside the innermost state that
 * holds its source and all its targets, before that state's children: Mermaid places a state in
 * the block that mentions it last, so the nested declarations must come after the transitions.
 */
export function toMermaid(graph: ChartGraph): string {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const safe = safeIds(graph.nodes.map((n) => n.id));
  const id = (stateId: string) => safe.get(stateId)!;

  const byContainer = new Map<string | null, ChartEdge[]>();
  for (const edge of graph.edges) {
    const container = containerOf(edge, nodes);
    byContainer.set(container, [...(byContainer.get(container) ?? []), edge]);
  }

  const lines = ['stateDiagram-v2'];
  let forks = 0;
  const used = new Set(safe.values());
  const edgeLines = (edges: readonly ChartEdge[] | undefined, indent: string) => {
    for (const edge of edges ?? []) {
      const label = escapeLabel(edge.label);
      if (edge.targets.length <= 1) {
        lines.push(`${indent}${id(edge.source)} --> ${id(edge.targets[0] ?? edge.source)} : ${label}`);
        continue;
      }
      let fork = `${id(edge.source)}_fork${++forks}`;
      while (used.has(fork)) fork += '_';
      used.add(fork);
      lines.push(`${indent}state ${fork} <<fork>>`, `${indent}${id(edge.source)} --> ${fork} : ${label}`);
      for (const target of edge.targets) lines.push(`${indent}${fork} --> ${id(target)}`);
    }
  };
  const note = (node: ChartNode, indent: string) => {
    if (node.invoke.length === 0) return;
    const actors = node.invoke.map((i) => (i.id === i.src ? i.src : `${i.src} (as ${i.id})`)).join(', ');
    lines.push(`${indent}note right of ${id(node.id)} : ${escapeLabel(`invokes ${actors}`)}`);
  };
  const declare = (node: ChartNode, indent: string) => {
    const shown = node.history ? `${node.key} (${node.history === 'deep' ? 'H*' : 'H'})` : node.key;
    const name = `state "${escapeName(shown)}" as ${id(node.id)}`;
    if (node.type !== 'compound' && node.type !== 'parallel') {
      lines.push(`${indent}${name}`);
      return;
    }
    lines.push(`${indent}${name} {`);
    const inner = `${indent}  `;
    if (node.initial) lines.push(`${inner}[*] --> ${id(node.initial)}`);
    edgeLines(byContainer.get(node.id), inner);
    node.children.forEach((childId, i) => {
      if (node.type === 'parallel' && i > 0) lines.push(`${inner}--`);
      const child = nodes.get(childId)!;
      declare(child, inner);
      note(child, inner);
      if (child.type === 'final') lines.push(`${inner}${id(child.id)} --> [*]`);
    });
    lines.push(`${indent}}`);
  };

  const root = nodes.get(graph.root)!;
  edgeLines(byContainer.get(null), '  ');
  declare(root, '  ');
  note(root, '  ');
  return lines.join('\n') + '\n';
}

/** The innermost state strictly containing the source and every target (null: the top level). */
function containerOf(edge: ChartEdge, nodes: ReadonlyMap<string, ChartNode>): string | null {
  const ancestors = (stateId: string) => {
    const out: string[] = [];
    for (let p = nodes.get(stateId)?.parent ?? null; p !== null; p = nodes.get(p)?.parent ?? null) out.push(p);
    return out;
  };
  const targetAncestors = edge.targets.map((t) => new Set(ancestors(t)));
  return ancestors(edge.source).find((a) => targetAncestors.every((set) => set.has(a))) ?? null;
}

const RESERVED = new Set(['state', 'note', 'end', 'direction', 'class', 'classDef', 'style', 'click', 'as', 'default']);

/** `a.b c` → `a_b_c`, unique, never a Mermaid keyword. */
function safeIds(stateIds: readonly string[]): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const stateId of stateIds) {
    const base = stateId.replace(/[^A-Za-z0-9_]/g, '_') || '_';
    let candidate = RESERVED.has(base) ? `${base}_` : base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}_${n}`;
    taken.add(candidate);
    out.set(stateId, candidate);
  }
  return out;
}

/** Mermaid ends a label at `;` and reads `#…;` as an entity: write both as entities. */
function escapeLabel(text: string): string {
  return text.replace(/[#;\n]/g, (c) => (c === '#' ? '#35;' : c === ';' ? '#59;' : ' '));
}

function escapeName(text: string): string {
  return escapeLabel(text).replace(/"/g, '#quot;');
}
