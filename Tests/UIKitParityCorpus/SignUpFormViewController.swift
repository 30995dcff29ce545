#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A sign-up form laid out with a stack view and Auto Layout, with keyboard handling.
public final class SignUpFormViewController: UIViewController, UITextFieldDelegate {
    /// The email field.
    public let emailField = UITextField()
    /// The newsletter switch.
    public let newsletter = UISwitch()
    /// The plan picker.
    public let plan = UISegmentedControl(items: ["Free", "Pro"])
    /// Called with the email when the form is sent.
    public var onSubmit: ((String, Bool, Int) -> Void)?
    private var keyboardObserver: (any NSObjectProtocol)?

    /// UIKit calls this: `viewDidLoad()`.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        view.backgroundColor = .systemGroupedBackground
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.returnKeyType = .done
        emailField.borderStyle = .roundedRect
        emailField.delegate = self
        plan.selectedSegmentIndex = 0
        newsletter.isOn = true

        let stack = UIStackView(arrangedSubviews: [emailField, newsletter, plan])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.submit() })

        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { _ in }
    }

    /// UIKit calls this: the return key.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        submit()
        return true
    }

    private func submit() {
        view.endEditing(true)
        guard let email = emailField.text, email.contains("@") else {
            let alert = UIAlertController(
                title: "Invalid Email", message: "Enter an address with an @.",
                preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        onSubmit?(email, newsletter.isOn, plan.selectedSegmentIndex)
    }
}
