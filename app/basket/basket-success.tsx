import { createContext, useContext, useState, type ReactNode } from "react";
import { cartEvent, pushDataLayer } from "~/analytics/data-layer";
import { lazyModalContent, Modal, useModal } from "~/components/modal";
import type { Added, AddedCertificate, AddedProduct } from "./added";

/** What was added and the way on: loads with the first add (the buy form asks for it as it posts). */
const AddedSummary = lazyModalContent("basketSuccess", () =>
  import("./added-summary").then((module) => module.AddedSummary),
);

const BasketSuccessContext = createContext<{
  show: (added: AddedProduct) => void;
  showCertificate: (added: AddedCertificate) => void;
}>({
  show: () => {},
  showCertificate: () => {},
});

export const useBasketSuccess = () => useContext(BasketSuccessContext);

/** One `basketSuccess` modal for the whole page, opened by whichever form added a product or a certificate (JavaScript on). */
export function BasketSuccessProvider({ children }: { children: ReactNode }) {
  const [added, setAdded] = useState<Added | null>(null);
  const modal = useModal("basketSuccess");
  const show = (next: AddedProduct) => {
    setAdded({ product: next });
    pushDataLayer(
      cartEvent(
        { id: next.item.id, name: next.item.name, price: next.item.price.discountValue, article: next.item.article },
        next.size,
      ),
    );
    modal.open();
  };
  const showCertificate = (next: AddedCertificate) => {
    setAdded({ certificate: next });
    modal.open();
  };
  return (
    <BasketSuccessContext.Provider value={{ show, showCertificate }}>
      {children}
      {added && <BasketSuccessModal added={added} />}
    </BasketSuccessContext.Provider>
  );
}

function BasketSuccessModal({ added }: { added: Added }) {
  return (
    <Modal
      name="basketSuccess"
      title={"certificate" in added ? "Сертификат добавлен в корзину" : "Товар добавлен в корзину"}
    >
      <AddedSummary added={added} />
    </Modal>
  );
}
