import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKED_MESSAGES as M, type CookedApplyResult, type CookedPreview } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { NoticeBar } from '../../../shared/notice/NoticeBar';
import { renderWithKitchen } from '../testing/render-recipes';
import { CookedButton } from './CookedButton';
import { useCookedNotice } from './use-cooked-notice';
import { asWritten } from '../../../shared/testing/as-written';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const lines = ['300 g de poulet', '4 œufs', '1 pincée de sel', '200 g de riz'];
const preview: CookedPreview = {
  items: [
    { itemId: 'poulet-1', name: 'Blancs de poulet', before: { quantity: 600, unit: 'g' }, after: { quantity: 300, unit: 'g' }, line: '300 g de poulet' },
    { itemId: 'oeufs-1', name: 'Œufs', before: { quantity: 6, unit: 'unité' }, after: { quantity: 2, unit: 'unité' }, line: '4 œufs' },
  ],
  notFromFridge: ['1 pincée de sel', '200 g de riz'],
};
const applied: CookedApplyResult = { items: [], exits: [], undo: { updated: [{ itemId: 'poulet-1', quantity: 600 }], exitIds: [] } };

// The recipe page's use: the button, its dialog, and the page's notice with « Annuler ».
function Cooked() {
  const cooked = useCookedNotice();
  return (
    <>
      <CookedButton ingredients={lines} servings={4} onApplied={(result) => cooked.applied(result.undo)} />
      <NoticeBar notice={cooked.notice} onDismiss={cooked.dismiss} />
    </>
  );
}

const net = useFetchStub();

async function openDialog(answer: CookedPreview = preview) {
  net.on('POST /api/inventory-items/cooked/preview', reply(200, answer));
  const user = userEvent.setup();
  renderWithKitchen(<Cooked />, '/dashboard/recipes/r-1');
  await user.click(screen.getByRole('button', { name: M.cookedButton }));
  const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
  return { user, dialog };
}

it('lists each fridge item ticked with what is left, editable, and the other lines in one sentence; confirms the ticked ones, then « Annuler »', async () => {
  net.on('POST /api/inventory-items/cooked', reply(201, applied)).on('POST /api/inventory-items/cooked/undo', reply(201, { items: [] }));
  const { user, dialog } = await openDialog();
  expect(net.callsTo('POST /api/inventory-items/cooked/preview')[0]!.body).toEqual({ ingredients: lines, servings: 4 });

  const poulet = within(dialog).getByRole('checkbox', { name: 'Blancs de poulet : 600 g →' });
  const oeufs = within(dialog).getByRole('checkbox', { name: 'Œufs : 6 unités →' });
  expect(poulet).toBeChecked();
  expect(oeufs).toBeChecked();
  // « → » never starts a line alone (360 px): a non-breaking space ties it to the amount before it.
  expect(poulet.closest('label')!.textContent).toMatch(/600 g\u00a0→$/);
  expect(oeufs.closest('label')!.textContent).toMatch(/6 unités\u00a0→$/);
  expect(within(dialog).getByRole('spinbutton', { name: 'Nouvelle quantité de blancs de poulet (g)' })).toHaveValue(300);
  expect(within(dialog).getByRole('spinbutton', { name: "Nouvelle quantité d'œufs" })).toHaveValue(2);
  expect(within(dialog).getByText('Pas du frigo : 1 pincée de sel, 200 g de riz.')).toBeInTheDocument();

  // The eggs stay as they are; the chicken was a bigger portion than written.
  await user.click(oeufs);
  const quantity = within(dialog).getByRole('spinbutton', { name: 'Nouvelle quantité de blancs de poulet (g)' });
  await user.clear(quantity);
  await user.type(quantity, '250');
  await user.click(within(dialog).getByRole('button', { name: M.confirm }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(net.callsTo('POST /api/inventory-items/cooked')[0]!.body).toEqual({ changes: [{ itemId: 'poulet-1', quantity: 250 }] });
  expect(screen.getByRole('status')).toHaveTextContent(M.updated);

  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(M.undone));
  expect(net.callsTo('POST /api/inventory-items/cooked/undo')[0]!.body).toEqual(applied.undo);
});

it('refuses a quantity above what the item holds, in French, without writing', async () => {
  const { user, dialog } = await openDialog();
  const quantity = within(dialog).getByRole('spinbutton', { name: "Nouvelle quantité d'œufs" });
  await user.clear(quantity);
  await user.type(quantity, '9');
  expect(within(dialog).getByRole('alert').textContent).toContain(M.quantityAboveHeld('Œufs', { quantity: 6, unit: 'unité' }));
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await user.click(within(dialog).getByRole('button', { name: M.confirm }));
  expect(net.callsTo('POST /api/inventory-items/cooked')).toHaveLength(0);
  expect(screen.getByRole('dialog', { name: M.dialogTitle })).toBeInTheDocument();
});

it('« Passer » closes without touching the fridge', async () => {
  const { user, dialog } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: M.skip }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(net.callsTo('POST /api/inventory-items/cooked')).toHaveLength(0);
  expect(screen.getByRole('button', { name: M.cookedButton })).toHaveFocus();
});

it('says so when nothing of the recipe is in the fridge, and only closes', async () => {
  const { user, dialog } = await openDialog({ items: [], notFromFridge: lines });
  expect(within(dialog).getByText(M.nothingFromFridge, asWritten)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: M.confirm })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  const close = within(dialog).getAllByRole('button', { name: M.close });
  await user.click(close[close.length - 1]!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('what is left of a litre is typed in millilitres, checked against the litre held, and sent with its unit', async () => {
  net.on('POST /api/inventory-items/cooked', reply(201, applied));
  const lait: CookedPreview = {
    items: [{ itemId: 'lait-1', name: 'Lait', before: { quantity: 1, unit: 'l' }, after: { quantity: 750, unit: 'ml' }, line: '25 cl de lait' }],
    notFromFridge: [],
  };
  const { user, dialog } = await openDialog(lait);
  expect(within(dialog).getByRole('checkbox', { name: 'Lait : 1 l →' })).toBeChecked();
  const quantity = within(dialog).getByRole('spinbutton', { name: 'Nouvelle quantité de lait (ml)' });
  expect(quantity).toHaveValue(750);
  await user.clear(quantity);
  await user.type(quantity, '1200');
  expect(within(dialog).getByRole('alert').textContent).toContain(M.quantityAboveHeld('Lait', { quantity: 1, unit: 'l' }));
  await user.clear(quantity);
  await user.type(quantity, '1000');
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  await user.clear(quantity);
  await user.type(quantity, '600');
  await user.click(within(dialog).getByRole('button', { name: M.confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(net.callsTo('POST /api/inventory-items/cooked')[0]!.body).toEqual({ changes: [{ itemId: 'lait-1', quantity: 600, unit: 'ml' }] });
});
