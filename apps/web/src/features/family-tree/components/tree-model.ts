import type { FamilyTree, FamilyTreeNode } from '@sp/shared/api/family-tree';
import type { Person } from '@sp/shared/api/persons';
import {
  type CardPosition,
  type Connector,
  type FamilyLayoutOptions,
  type FamilyTreeLayout,
  layoutFamilyTree,
} from '@sp/shared/family-tree/layout';
import { FamilyRelations } from '@sp/shared/family-tree/relations';
import { livingLabel as livingWord } from '@sp/shared/format/gender-words';
import { type PersonDateFields, personLifeYears } from '@sp/shared/format/partial-date';

/** Card size and spacing of the chart, in chart units (px at zoom 1). */
export const CHART_LAYOUT: Partial<FamilyLayoutOptions> = {
  cardWidth: 260,
  cardHeight: 104,
  coupleGap: 32,
  siblingGap: 24,
  groupGap: 56,
  rankGap: 76,
};
export const CARD_WIDTH = CHART_LAYOUT.cardWidth!;
export const CARD_HEIGHT = CHART_LAYOUT.cardHeight!;

export type Box = { minX: number; minY: number; maxX: number; maxY: number };
/** a connector with its bounding box and a key stable for one layout */
export type PlacedConnector = Connector & Box & { key: number };

/** The tree ready to draw: nodes by id, their relations and the layout with connector boxes for culling. */
export type TreeModel = {
  nodes: Map<number, FamilyTreeNode>;
  relations: FamilyRelations;
  layout: FamilyTreeLayout;
  cards: Map<number, CardPosition>;
  connectors: PlacedConnector[];
};

export function buildTreeModel(tree: FamilyTree): TreeModel {
  const nodes = new Map(tree.nodes.map((node) => [node.id, node]));
  const relations = new FamilyRelations(tree.links);
  const layout = layoutFamilyTree(
    {
      persons: tree.nodes.map((node) => ({
        id: node.id,
        gender: node.person.gender,
        birth: node.person.date_birth,
      })),
      parents: tree.links
        .filter((link) => link.kind === 'parent')
        .map((link) => [link.from, link.to] as const),
      spouses: tree.links
        .filter((link) => link.kind === 'spouse')
        .map((link) => [link.from, link.to] as const),
    },
    CHART_LAYOUT,
  );
  const connectors = layout.connectors.map((connector, key) => {
    const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    for (let i = 0; i < connector.points.length; i += 2) {
      box.minX = Math.min(box.minX, connector.points[i]);
      box.maxX = Math.max(box.maxX, connector.points[i]);
      box.minY = Math.min(box.minY, connector.points[i + 1]);
      box.maxY = Math.max(box.maxY, connector.points[i + 1]);
    }
    return { ...connector, ...box, key };
  });
  return {
    nodes,
    relations,
    layout,
    cards: new Map(layout.cards.map((card) => [card.id, card])),
    connectors,
  };
}

/** Cards and connectors that meet the box (what the viewport shows, with a margin). */
export function visibleParts(
  model: TreeModel,
  box: Box,
): { cards: CardPosition[]; connectors: PlacedConnector[] } {
  const cards = model.layout.cards.filter(
    (card) =>
      card.x + CARD_WIDTH >= box.minX &&
      card.x <= box.maxX &&
      card.y + CARD_HEIGHT >= box.minY &&
      card.y <= box.maxY,
  );
  const connectors = model.connectors.filter(
    (c) => c.maxX >= box.minX && c.minX <= box.maxX && c.maxY >= box.minY && c.minY <= box.maxY,
  );
  return { cards, connectors };
}

/** 1 человек, 2 человека, 5 человек */
export const PEOPLE_FORMS = ['человек', 'человека', 'человек'] as const;

/** «1950 – 2020», «ок. 1890 – 1942», «1980 –» for the living: the years under a name, with their qualifiers. */
export function yearsOf(person: PersonDateFields): string {
  return personLifeYears(person);
}

/** The word for a living person on a card: «Жив», «Жива» (the shared gender-aware word). */
export function livingLabel(person: Pick<Person, 'gender'>): string {
  return livingWord(person.gender);
}

/** What the person is called in menus and dialogs: the full name, or «Без имени». */
export function nameOf(person: Pick<Person, 'full_name'>): string {
  return person.full_name || 'Без имени';
}
