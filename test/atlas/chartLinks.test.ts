import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { machineRegistry } from '../../machines';
import { ChartSvg, type ChartLinks } from '../../src/atlas/ChartSvg';
import { machineGraph, type ChartGraph } from '../../src/atlas/graph';
import type { ChartLayout, LaidNode } from '../../src/atlas/layout';
import { chartLinks } from '../../src/flows/atlas/chartLinks';

/** Every invocation of a graph that runs a registry chart: `state → chart`. */
const invoked = (graph: ChartGraph) =>
  graph.nodes.flatMap((n) => n.invoke.filter((i) => i.chart !== undefined).map((i) => `${n.id} → ${i.chart}`));

const graphOf = (id: string) => machineGraph(machineRegistry.find((e) => e.id === id)!.machine);

describe('which invocations run a chart of the registry', () => {
  it('names, across the registry, every state that invokes another registry chart — and only those', () => {
    const links = machineRegistry.flatMap((e) => invoked(machineGraph(e.machine)));
    expect(links.sort()).toEqual(
      [
        'agentOnboarding.filling → selfOnboarding',
        'otpVerification → otpTimer',
        'pinReset.verifying → otpVerification',
        'serviceWizard.confirming → serviceWizardConfirmation',
        'serviceWizard.editing → serviceWizardSteps',
        'serviceWizardConfirmation.submitting → serviceWizardSubmission',
      ].sort(),
    );
  });

  it('leaves the other invocations (promises, callbacks) without a chart', () => {
    const wizard = graphOf('serviceWizard');
    expect(wizard.nodes.find((n) => n.id === 'serviceWizard.loading')?.invoke).toEqual([
      { id: 'loadForm', src: 'loadForm' },
    ]);
    const steps = graphOf('serviceWizardSteps');
    expect(steps.nodes[0]?.invoke).toEqual([{ id: 'fieldTasks', src: 'fieldTasks' }]);
    expect(steps.nodes.find((n) => n.id === 'serviceWizardSteps.editing.checking')?.invoke).toEqual([
      { id: 'checkStep', src: 'checkStep' },
    ]);
    expect(graphOf('serviceWizard').nodes.find((n) => n.id === 'serviceWizard.editing')?.invoke).toEqual([
      { id: 'steps', src: 'serviceWizardSteps', chart: 'serviceWizardSteps' },
    ]);
  });

  it('tells a child chart which states of which charts invoke it, a chart nobody invokes none', () => {
    expect(graphOf('otpVerification').invokedBy).toEqual([
      { chart: 'pinReset', state: 'pinReset.verifying', id: 'otp' },
    ]);
    expect(graphOf('otpTimer').invokedBy).toEqual([
      { chart: 'otpVerification', state: 'otpVerification', id: 'timer' },
    ]);
    expect(graphOf('serviceWizardSteps').invokedBy).toEqual([
      { chart: 'serviceWizard', state: 'serviceWizard.editing', id: 'steps' },
    ]);
    expect(graphOf('serviceWizardConfirmation').invokedBy).toEqual([
      { chart: 'serviceWizard', state: 'serviceWizard.confirming', id: 'confirmation' },
    ]);
    expect(graphOf('serviceWizardSubmission').invokedBy).toEqual([
      { chart: 'serviceWizardConfirmation', state: 'serviceWizardConfirmation.submitting', id: 'submission' },
    ]);
    expect(graphOf('serviceWizard').invokedBy).toEqual([]);
    expect(graphOf('signIn').invokedBy).toEqual([]);
  });

  it('matches a child by its machine, named or written in place, provided or not — within the registry given', () => {
    const child = createMachine({ id: 'child', initial: 'on', states: { on: {} } });
    const parent = createMachine({
      id: 'parent',
      initial: 'a',
      states: {
        a: {
          invoke: [
            { id: 'named', src: 'child' },
            { id: 'thing', src: 'fetchThing' },
          ],
        },
        b: { invoke: { id: 'inline', src: child } },
      },
    }).provide({ actors: { child: child.provide({}), fetchThing: fromPromise(async () => 1) } });
    const registry = [
      { id: 'parent', machine: parent },
      { id: 'child', machine: child },
    ];
    const graph = machineGraph(parent, registry);
    expect(graph.nodes.find((n) => n.id === 'parent.a')?.invoke).toEqual([
      { id: 'named', src: 'child', chart: 'child' },
      { id: 'thing', src: 'fetchThing' },
    ]);
    expect(graph.nodes.find((n) => n.id === 'parent.b')?.invoke).toEqual([
      { id: 'inline', src: 'inline', chart: 'child' },
    ]);
    expect(machineGraph(child, registry).invokedBy).toEqual([
      { chart: 'parent', state: 'parent.a', id: 'named' },
      { chart: 'parent', state: 'parent.b', id: 'inline' },
    ]);
    // a chart outside the registry given is not linked, either way
    expect(invoked(machineGraph(parent, [{ id: 'parent', machine: parent }]))).toEqual([]);
    expect(machineGraph(child, [{ id: 'parent', machine: parent }]).invokedBy).toEqual([]);
  });
});

describe('the links of a drawn chart', () => {
  it('links the invocations of charts the atlas can show, in each state’s order', () => {
    const links = chartLinks(
      graphOf('pinReset'),
      (id) => `Open ${id}`,
      () => {},
    );
    expect([...(links?.invokes ?? [])]).toEqual([['pinReset.verifying', ['otpVerification']]]);
    expect(links?.href('otpVerification')).toBe('/atlas?machine=otpVerification');
    // a chart that invokes none links nothing
    expect(chartLinks(graphOf('signIn'), String, () => {})).toBeNull();
  });

  it('draws the name of an invoked chart as a link that opens it; other lines stay text', () => {
    const node = (id: string, lines: string[]): LaidNode => ({
      id,
      kind: 'atomic',
      title: id.split('.').at(-1)!,
      lines,
      region: false,
      depth: 1,
      x: 10,
      y: 10,
      width: 200,
      height: 60,
    });
    const layout: ChartLayout = {
      machineId: 'p',
      width: 300,
      height: 200,
      nodes: [node('p.a', ['invoke child', 'invoke fetchThing', 'entry / track'])],
      edges: [],
    };
    const opened: string[] = [];
    const links: ChartLinks = {
      invokes: new Map([['p.a', ['child', null]]]),
      href: (chart) => `/atlas?machine=${chart}`,
      label: (chart, name) => `${name}: open the chart of ${chart}`,
      open: (chart) => void opened.push(chart),
    };
    const markup = renderToStaticMarkup(createElement(ChartSvg, { layout, scheme: 'light', title: 'p', links }));
    expect(markup).toContain(
      '<a class="chart-link panzoom-exclude" href="/atlas?machine=child" aria-label="child: open the chart of child" data-chart="child"><tspan>child</tspan></a>',
    );
    expect(markup.match(/<a /g)).toHaveLength(1);
    expect(markup).toContain('>invoke fetchThing<');
    // without links (an exported drawing) every line is text
    expect(renderToStaticMarkup(createElement(ChartSvg, { layout, scheme: 'light', title: 'p' }))).not.toContain('<a ');
  });
});
