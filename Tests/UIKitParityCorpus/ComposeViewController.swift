#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A compose sheet that asks before discarding a draft.
public final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate
{
    /// The draft's text.
    public var draft = ""

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        view.backgroundColor = .secondarySystemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.cancel() })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send", style: .done, target: nil, action: nil)
        navigationItem.rightBarButtonItem?.isEnabled = false
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.presentationController?.delegate = self
    }

    /// Whether the sheet may be swiped away: only without a draft.
    public var canDiscardWithoutAsking: Bool { draft.isEmpty }

    private func cancel() {
        if canDiscardWithoutAsking {
            dismiss(animated: true)
        } else {
            confirmDiscard()
        }
    }

    private func confirmDiscard() {
        let alert = UIAlertController(
            title: nil, message: "Discard this draft?", preferredStyle: .actionSheet)
        alert.addAction(
            UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
                self?.dismiss(animated: true)
            })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        alert.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
        present(alert, animated: true)
    }

    /// UIKit calls this: `presentationControllerShouldDismiss(_:)`.
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool {
        canDiscardWithoutAsking
    }

    /// UIKit calls this: `presentationControllerDidAttemptToDismiss(_:)`.
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {
        confirmDiscard()
    }
}
