import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FamilyNode, FamilyTreeNode } from '@sp/shared/api/family-tree';
import type { Person } from '@sp/shared/api/persons';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { PersonFormDialog } from '../../../components/person-form/person-form-dialog';
import { errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { addNewPerson } from '../api/add-node';
import { FAMILY_TREE_KEY, useFamilyTree } from '../api/family-tree';
import { useRemoveNode } from '../api/remove-node';
import { AddRelativeDialog, type AddRelativeRequest } from '../components/add-relative-dialog';
import { CoupleDialog } from '../components/couple-dialog';
import { useMapState } from '../components/map-state';
import { type NodeAction, NodeMenu } from '../components/node-menu';
import { TreeChart } from '../components/tree-chart';
import { buildTreeModel, nameOf, PEOPLE_FORMS } from '../components/tree-model';

/**
 * /app/tree: the family tree as a chart. From a card: add a parent, a spouse, a child or a sibling (new or from
 * the persons), edit, open the memory page, take out of the tree. `?node=` centres a node (from the persons list
 * or the list view).
 */
export function TreePage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tree = useFamilyTree();
  const model = useMemo(() => (tree.data ? buildTreeModel(tree.data) : null), [tree.data]);
  const [mapState, setMapState] = useMapState();
  const [center, setCenter] = useState<{ nodeId: number; token: number } | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [menu, setMenu] = useState<{ nodeId: number; anchor: HTMLElement } | null>(null);
  const [adding, setAdding] = useState<AddRelativeRequest | null>(null);
  const [firstPerson, setFirstPerson] = useState(false);
  const [editing, setEditing] = useState<Person | null>(null);
  const [removing, setRemoving] = useState<FamilyTreeNode | null>(null);
  const [coupleId, setCoupleId] = useState<number | null>(null);
  const remove = useRemoveNode();

  // the first view: the requested node, or the first person added (usually the account's own)
  const centred = useRef(false);
  useEffect(() => {
    if (!model || centred.current || model.nodes.size === 0) return;
    centred.current = true;
    const requested = Number(params.get('node'));
    const start = model.nodes.has(requested) ? requested : Math.min(...model.nodes.keys());
    if (model.nodes.has(requested)) setSelected(requested);
    setCenter({ nodeId: start, token: Date.now() });
  }, [model, params]);

  const handleMenu = useCallback((nodeId: number, anchor: HTMLElement) => {
    setSelected(nodeId);
    setMenu({ nodeId, anchor });
  }, []);
  const handleZoom = useCallback((zoom: number) => setMapState({ zoom }), [setMapState]);

  const menuNode = menu && model ? (model.nodes.get(menu.nodeId) ?? null) : null;
  const spouseLinks = (tree.data?.links ?? []).filter((link) => link.kind === 'spouse');
  const menuCouples =
    menuNode && model
      ? spouseLinks
          .filter((link) => link.from === menuNode.id || link.to === menuNode.id)
          .map((link) => {
            const spouse = model.nodes.get(link.from === menuNode.id ? link.to : link.from);
            return { linkId: link.id, name: spouse ? nameOf(spouse.person) : '' };
          })
      : [];
  const coupleLink = spouseLinks.find((link) => link.id === coupleId) ?? null;
  const couple =
    coupleLink && model
      ? {
          link: coupleLink,
          names: [coupleLink.from, coupleLink.to].map((id) => {
            const node = model.nodes.get(id);
            return node ? nameOf(node.person) : '';
          }) as [string, string],
        }
      : null;

  const handleAdded = (node: FamilyNode) => {
    setSelected(node.id);
    setCenter({ nodeId: node.id, token: Date.now() });
  };

  const handleAction = (action: NodeAction) => {
    if (!menuNode || !model) return;
    const { relations } = model;
    if (action === 'edit') setEditing(menuNode.person);
    else if (action === 'memory-page') {
      // the menu offers it only to a person with a page
      if (menuNode.person.memory_page_id !== null) navigate(paths.memoryPage(menuNode.person.memory_page_id));
    } else if (action === 'remove') setRemoving(menuNode);
    else
      setAdding({
        target: menuNode,
        relation: action,
        spouses: relations
          .spouses(menuNode.id)
          .map((id) => model.nodes.get(id))
          .filter((node): node is FamilyTreeNode => node !== undefined),
        parentless: relations.parents(menuNode.id).length === 0,
      });
  };

  const handleRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        snackbar.success('Персона убрана из древа');
        setRemoving(null);
        setSelected(null);
      },
      onError: (error) => snackbar.error(errorText(error)),
    });
  };

  const count = model?.nodes.size ?? 0;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 120px)', md: 'calc(100dvh - 140px)' },
        minHeight: 480,
      }}
    >
      <PageHeader
        title="Генеалогическое древо"
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {count > 0 && (
              <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {count} {pluralRu(count, PEOPLE_FORMS)}
              </Typography>
            )}
            <Button component={RouterLink} to={paths.oldTree()} startIcon={<FormatListBulleted />}>
              Древо списком
            </Button>
          </Stack>
        }
      />
      {tree.isPending ? (
        <PageState kind="loading" />
      ) : tree.isError ? (
        <PageState kind="error" error={tree.error} onRetry={() => void tree.refetch()} />
      ) : !model || count === 0 ? (
        <EmptyTree
          onNew={() => setFirstPerson(true)}
          onExisting={() =>
            setAdding({ target: null, relation: null, spouses: [], parentless: false, existing: true })
          }
        />
      ) : (
        <Box sx={{ flexGrow: 1, minHeight: 0, mx: { xs: -1, sm: 0 } }}>
          <TreeChart
            model={model}
            zoom={mapState.zoom}
            background={mapState.background}
            onZoomChange={handleZoom}
            onBackgroundChange={(background) => setMapState({ background })}
            selectedId={selected}
            center={center}
            onMenu={handleMenu}
          />
        </Box>
      )}

      <NodeMenu
        anchor={menu?.anchor ?? null}
        node={menuNode}
        parentsFull={menuNode && model ? model.relations.parents(menuNode.id).length >= 2 : false}
        couples={menuCouples}
        onAction={handleAction}
        onCouple={setCoupleId}
        onClose={() => setMenu(null)}
      />
      <AddRelativeDialog request={adding} onClose={() => setAdding(null)} onAdded={handleAdded} />
      <CoupleDialog couple={couple} onClose={() => setCoupleId(null)} />
      <PersonFormDialog
        open={firstPerson}
        person={null}
        title="Первый человек в древе"
        onClose={() => setFirstPerson(false)}
        save={async (payload) => {
          const node = await addNewPerson(payload, null);
          void client.invalidateQueries({ queryKey: FAMILY_TREE_KEY });
          handleAdded(node);
          return node.person;
        }}
      />
      <PersonFormDialog
        open={editing !== null}
        person={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void client.invalidateQueries({ queryKey: FAMILY_TREE_KEY })}
      />
      <ConfirmDialog
        open={removing !== null}
        text={
          removing
            ? `Убрать «${nameOf(removing.person)}» из древа? Связи с родственниками исчезнут, а сама персона останется в списке персон.`
            : undefined
        }
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={handleRemove}
      />
    </Box>
  );
}

function EmptyTree({ onNew, onExisting }: { onNew: () => void; onExisting: () => void }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        flexGrow: 1,
        display: 'grid',
        placeItems: 'center',
        p: { xs: 3, sm: 6 },
        borderRadius: 3,
        textAlign: 'center',
        background: 'linear-gradient(180deg, #f3f7ef 0%, #ffffff 70%)',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 460 }}>
        <AccountTreeOutlined sx={{ fontSize: 56, color: 'primary.main', opacity: 0.8 }} />
        <Typography variant="h3" component="h2">
          Древо пока пустое
        </Typography>
        <Typography color="text.secondary">
          Начните с себя или с близкого человека, а затем добавляйте родителей, супругов, детей, братьев и
          сестёр прямо на схеме. Даты можно указать неточно: только год или год и месяц.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" size="large" onClick={onNew}>
            Добавить первого человека
          </Button>
          <Button size="large" onClick={onExisting}>
            Выбрать из персон
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
