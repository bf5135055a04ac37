import { useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { Modal, useModal } from "~/components/modal";
import { UserIcon } from "~/components/icons";
import { LoginForm } from "./login-form";

const here = (location: { pathname: string; search: string }) => location.pathname + location.search;

/** 'Войти': the /login page without JavaScript, the `authorization` modal with it. */
export function AuthorizationTrigger() {
  const location = useLocation();
  const modal = useModal("authorization");
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    modal.open();
  };
  return (
    <a href={`/login/?redirectTo=${encodeURIComponent(here(location))}`} className="header__tool" aria-label="Войти" aria-haspopup="dialog" onClick={onClick}>
      <UserIcon />
    </a>
  );
}

export function AuthorizationModal() {
  const location = useLocation();
  const modal = useModal("authorization");
  return (
    <Modal name="authorization" title="Вход в личный кабинет">
      <LoginForm redirectTo={here(location)} inModal onDone={modal.close} />
    </Modal>
  );
}
