#if !canImport(ObjectiveC)
    /// How `objc_setAssociatedObject` holds the value: HeadlessUIKit keeps a strong reference
    /// whatever the policy (no code here runs off the main actor, and copies are not made).
    public enum objc_AssociationPolicy: Sendable {
        // The Objective-C runtime's names, so that code written for it compiles unchanged.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// A strong reference, not atomic.
        case OBJC_ASSOCIATION_RETAIN_NONATOMIC
        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// A strong reference.
        case OBJC_ASSOCIATION_RETAIN
    }

    /// Associates `value` with `object` under `key` (`nil` removes it), as the Objective-C
    /// runtime's function of that name does for any object on Apple platforms; Linux has no
    /// Objective-C runtime, and HeadlessUIKit offers it for its responders (views, view
    /// controllers, windows). The value is released with the object.
    @MainActor public func objc_setAssociatedObject(
        _ object: UIResponder, _ key: UnsafeRawPointer, _ value: Any?,
        _ policy: objc_AssociationPolicy
    ) {
        if let index = object.associatedObjects.firstIndex(where: { $0.key == key }) {
            if let value {
                object.associatedObjects[index].value = value
            } else {
                object.associatedObjects.remove(at: index)
            }
        } else if let value {
            object.associatedObjects.append((key, value))
        }
    }

    /// The value associated with `object` under `key`, if any (`objc_setAssociatedObject`).
    @MainActor public func objc_getAssociatedObject(_ object: UIResponder, _ key: UnsafeRawPointer)
        -> Any?
    {
        object.associatedObjects.first { $0.key == key }?.value
    }
#endif
