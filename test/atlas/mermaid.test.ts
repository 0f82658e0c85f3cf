import { createMachine, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { machineGraph } from '../../src/atlas/graph';
import { toMermaid } from '../../src/atlas/mermaid';
import { flowMachine, panelMachine } from './charts';

describe('toMermaid', () => {
  it('writes a nested chart as state blocks with initial and final markers, transitions and actor notes', () => {
    expect(toMermaid(machineGraph(flowMachine))).toBe(
      [
        'stateDiagram-v2',
        '  state "flow" as flow {',
        '    [*] --> flow_idle',
        '    flow_idle --> flow_busy : go [isReady]',
        '    flow_idle --> flow_busy_loading : go [isAdmin and !isBlocked] / track',
        '    flow_idle --> flow_idle : tick / track',
        '    flow_idle --> flow_busy_resume : resume',
        '    flow_idle --> flow_busy : after 0.5 s',
        '    flow_idle --> flow_done : after 3 s',
        '    flow_idle --> flow_idle : after jitter (reenter)',
        '    flow_busy_checked --> flow_done : always [isReady]',
        '    state "idle" as flow_idle',
        '    state "busy" as flow_busy {',
        '      [*] --> flow_busy_loading',
        '      flow_busy_loading --> flow_busy_checked : done: order / store',
        '      flow_busy_loading --> flow_busy_failed : error: order',
        '      flow_busy_failed --> flow_busy_loading : retry (reenter)',
        '      state "loading" as flow_busy_loading',
        '      note right of flow_busy_loading : invokes loadOrder (as order)',
        '      state "checked" as flow_busy_checked',
        '      state "failed" as flow_busy_failed',
        '      state "resume (H*)" as flow_busy_resume',
        '    }',
        '    state "done" as flow_done',
        '    flow_done --> [*]',
        '  }',
        '',
      ].join('\n'),
    );
  });

  it('separates parallel regions with -- and forks a transition into both regions', () => {
    expect(toMermaid(machineGraph(panelMachine))).toBe(
      [
        'stateDiagram-v2',
        '  state panel_fork1 <<fork>>',
        '  panel --> panel_fork1 : reset',
        '  panel_fork1 --> panel_sound_on',
        '  panel_fork1 --> panel_light_off',
        '  state "panel" as panel {',
        '    state "sound" as panel_sound {',
        '      [*] --> panel_sound_on',
        '      panel_sound_on --> panel_sound_off : toggleSound',
        '      panel_sound_off --> panel_sound_on : toggleSound',
        '      state "on" as panel_sound_on',
        '      state "off" as panel_sound_off',
        '    }',
        '    --',
        '    state "light" as panel_light {',
        '      [*] --> panel_light_off',
        '      panel_light_off --> panel_light_on : toggleLight',
        '      panel_light_on --> panel_light_off : toggleLight',
        '      state "off" as panel_light_off',
        '      state "on" as panel_light_on',
        '    }',
        '  }',
        '',
      ].join('\n'),
    );
  });

  it('writes # and ; in a label as entities, so Mermaid keeps the whole label', () => {
    const machine = createMachine({
      id: 'x',
      initial: 'a',
      states: { a: { on: { go: { guard: stateIn('#x.b'), target: 'b' } } }, b: {} },
    });
    expect(toMermaid(machineGraph(machine))).toContain('x_a --> x_b : go [in #35;x.b]');
  });

  it.each(machineRegistry.map((e) => [e.id, e] as const))(
    '%s: one labelled --> line per transition, and only declared ids',
    (_id, entry) => {
      const graph = machineGraph(entry.machine);
      const lines = toMermaid(graph).split('\n');
      const declared = new Set(
        lines.flatMap((l) => /^\s*state (?:"[^"]*" as )?([A-Za-z0-9_]+)(?: \{| <<fork>>)?$/.exec(l)?.slice(1) ?? []),
      );
      expect(declared.size).toBeGreaterThanOrEqual(graph.nodes.length);
      const arrows = lines.filter((l) => l.includes(' --> '));
      const labelled = arrows.filter((l) => / --> \S+ : /.test(l));
      expect(labelled).toHaveLength(graph.edges.length);
      for (const line of arrows) {
        const [, from, to] = /^\s*(\S+) --> (\S+)/.exec(line)!;
        for (const ref of [from!, to!]) if (ref !== '[*]') expect(declared, line).toContain(ref);
        // Mermaid ends a label at ; and reads # as an entity: both go out as entities
        expect((line.split(' : ')[1] ?? '').replace(/#\d+;/g, ''), line).not.toMatch(/[#;]/);
      }
      for (const line of lines.filter((l) => l.includes('note right of ')))
        expect(declared).toContain(/note right of (\S+) :/.exec(line)![1]);
    },
  );
});
