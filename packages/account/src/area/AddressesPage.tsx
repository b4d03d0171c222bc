import { addressLine } from "@storefront/page-kit/address-fields";
import { useState } from "react";
import styled from "styled-components";
import { useDeleteAddress, useSavedAddresses, type SavedAddress } from "@storefront/api-client/account";
import { errorMessage } from "@storefront/api-client/http";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { Modal } from "@storefront/ui-kit/modal";
import { Problem } from "../page-styles";
import { AccountAreaPage, AreaProblem, useAccountArea } from "./AccountArea";
import { AddressForm } from "./AddressForm";
import { areaTexts } from "./area-texts";

const texts = areaTexts.addresses;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/**
 * /account/addresses (spec 3 §7 order/addresses): the signed-in shopper's saved delivery
 * addresses, each deleted after a confirmation, and the form that adds one. Checkout offers them.
 */
export function AddressesPage() {
  const { signedIn } = useAccountArea();
  const addresses = useSavedAddresses({ enabled: signedIn });
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!confirming) return;
    const { id } = confirming;
    setConfirming(null);
    setNotice(null);
    remove.mutate(id, { onSuccess: () => setNotice(texts.deleted) });
  };

  let list;
  if (addresses.isError) list = <AreaProblem error={addresses.error} />;
  else if (!addresses.data) list = <Loader label={texts.loading} showLabel />;
  else if (addresses.data.items.length === 0) list = <p>{texts.empty}</p>;
  else {
    list = (
      <List aria-label={texts.listLabel}>
        {addresses.data.items.map((address) => {
          const line = addressLine(address);
          return (
            <li key={address.id}>
              <p>{line}</p>
              <Button variant="secondary" size="small" aria-label={texts.deleteLabel(line)} onClick={() => setConfirming(address)}>
                {texts.delete}
              </Button>
            </li>
          );
        })}
      </List>
    );
  }

  return (
    <AccountAreaPage id="account-addresses" title={texts.title}>
      {remove.isError ? <Problem>{errorMessage(remove.error)}</Problem> : null}
      {notice ? (
        <Alert type="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {list}
      {signedIn ? <AddressForm onSaved={() => setNotice(null)} /> : null}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={texts.confirmTitle}
        size="small"
        footer={
          <Actions>
            <Button onClick={confirmDelete}>{texts.confirmDelete}</Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {texts.cancel}
            </Button>
          </Actions>
        }
      >
        {confirming ? <p>{addressLine(confirming)}</p> : null}
      </Modal>
    </AccountAreaPage>
  );
}
